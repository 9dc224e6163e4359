/**
 * Names for the statements node-postgres sends as named prepared statements, by their text.
 *
 * PostgreSQL parses a named statement once per connection and, after its first few runs, plans
 * it once too (a generic plan, when that costs no more than the plans made for each run's
 * values); an unnamed statement is parsed and planned on every run, which for the short
 * statements of a request or a webhook delivery is most of the server's work. Kysely binds every
 * value as a parameter, so a process sends a few hundred texts; past `max` texts on one pool, new ones go
 * unnamed, so that texts made per value (none today) could not fill each connection's memory on
 * the server. Only queries are named: no DDL (migrations), no BEGIN or COMMIT.
 */
export const PREPARED_STATEMENTS_MAX = 1_000;

/**
 * A statement whose text holds this comment is sent unnamed, so planned for each run's values: a
 * keyword's match through the text index, whose best plan depends on the keyword (a rare one
 * through the trigram index, one in every row by a scan that stops at the page or the capped
 * count). As a named statement PostgreSQL turns to a generic plan after five runs, which for a
 * keyword in every row read the whole trigram index (34 ms against 7 ms over 100,000 mailboxes).
 */
export const PLANNED_PER_RUN = '/* planned per run */ ';

/** A query's text, after an optional leading comment (`ROWS_AS_ARRAYS`). */
const QUERY = /^(?:\/\*[^*]*\*\/ )?(?:select|insert|update|delete|with) /i;

/** The name to send `text` under, the same for every connection of the process; undefined: unnamed. */
export function statementNamer(
  max = PREPARED_STATEMENTS_MAX,
): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (
      name === undefined &&
      names.size < max &&
      QUERY.test(text) &&
      !text.includes(PLANNED_PER_RUN)
    ) {
      name = `mw_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
}
