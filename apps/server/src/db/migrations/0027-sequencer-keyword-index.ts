import type { Kysely } from 'kysely';

/**
 * List sequencers' keyword is matched within the newest sequencers of the workspace
 * (`SEARCH_WINDOW`), in list order: this index holds that order and the searched column, so the
 * window is read from the index alone (no row lookup per entry), on SQLite and PostgreSQL. It
 * replaces `(workspace_id, search_text)`, which served the exact count over every sequencer that
 * the window replaced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('sequencers_workspace_created_search')
    .on('sequencers')
    .columns(['workspace_id', 'created_at', 'id', 'search_text'])
    .execute();
  await db.schema.dropIndex('sequencers_workspace_search').execute();
}
