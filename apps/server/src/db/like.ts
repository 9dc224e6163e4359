/**
 * `text` as a LIKE pattern matching it anywhere: `%`, `_` and `\` in it stand for themselves,
 * escaped by `\`, so every statement using it says `escape '\\'` (SQLite has no escape by
 * default).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
