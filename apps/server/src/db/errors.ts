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
