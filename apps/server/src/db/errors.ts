/**
 * Whether a database error is a unique-constraint violation, on either dialect. Services use it
 * to answer a race (two requests inserting the same name) with a 409 instead of a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * Whether a database error is a foreign-key violation, on either dialect: a row written for a
 * record (its workspace, say) that another request deleted after this one had read it. The
 * database refuses the write; the HTTP error handler answers it (`http/error-handler.ts`).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
