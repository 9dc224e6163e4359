import { type Kysely, sql } from 'kysely';

/**
 * A domain name is live in one team at most across the service (docs/decisions.md, "Names"): a
 * connected domain now holds its name by the name itself (`name_key`), as a bought one already
 * did, instead of `<team id>:<name>`. Where teams connected one name more than once before this
 * rule (which let another team take a domain over in the sandbox), the earliest keeps the name;
 * the others keep their old key, so no record is lost, and no further team can take the name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update domains set name_key = name
    where connection_type = 'connected'
      and name_key is not null
      and not exists (select 1 from domains held where held.name_key = domains.name)
      and id = (
        select min(other.id) from domains other
        where other.name = domains.name
          and other.connection_type = 'connected'
          and other.name_key is not null
      )
  `.execute(db);
}
