import { describe, expect, it } from 'vitest';
import { checkListCounts } from '../src/db/list-counts.js';
import { migrateToLatest, migrator } from '../src/db/migrate.js';
import { COUNTED_LISTS } from '../src/main/counted-lists.js';
import { authenticate } from '../src/modules/accounts/accounts.service.js';
import { hashToken } from '../src/modules/accounts/tokens.js';
import { migrationsBefore } from './support/database.js';
import { useEmptyDatabase } from './support/empty-database.js';

/** Migration 0020 on a database that already has teams and tokens: they keep working, as admins. */
const empty = useEmptyDatabase();

const token = (n: number) => `mw_${String(n).repeat(43).slice(0, 43)}`;

describe('migration 0020-members', () => {
  it('makes an admin member per team and gives it the team’s existing tokens', async () => {
    const { error } = await migrator(empty.db, migrationsBefore('0020')).migrateToLatest();
    expect(error).toBeUndefined();

    const db = empty.db as any;
    const now = new Date().toISOString();
    const teams = [
      {
        id: 'a'.repeat(24),
        uid: '11111111-1111-4111-8111-111111111111',
        admin_email: ' Boss@Example.com ',
      },
      { id: 'b'.repeat(24), uid: '22222222-2222-4222-8222-222222222222', admin_email: null },
    ];
    for (const [i, team] of teams.entries()) {
      await db
        .insertInto('teams')
        .values({ ...team, name: `Team ${i}`, created_at: now, updated_at: now })
        .execute();
      await db
        .insertInto('workspaces')
        .values({
          id: `${i}`.repeat(24),
          uid: `3333333${i}-3333-4333-8333-333333333333`,
          team_id: team.id,
          name: 'Old workspace',
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const n of [i * 2 + 1, i * 2 + 2]) {
        await db
          .insertInto('api_tokens')
          .values({
            id: `${n}`.repeat(24),
            team_id: team.id,
            name: `t${n}`,
            display_prefix: token(n).slice(0, 10),
            token_hash: hashToken(token(n)),
            created_at: now,
            revoked_at: n === 2 ? now : null,
          })
          .execute();
      }
    }

    expect(await migrateToLatest(empty.db, COUNTED_LISTS)).toContain('0020-members');
    // The list counters are filled once the schema is whole: the backfilled members count.
    expect(await checkListCounts(empty.db, COUNTED_LISTS)).toEqual([]);
    const counters = await empty.db
      .selectFrom('list_counts')
      .select(['scope_id', 'n'])
      .where('list', '=', 'members')
      .where('key', '=', 'live=1')
      .orderBy('scope_id')
      .execute();
    expect(counters.map((c) => [c.scope_id, Number(c.n)])).toEqual([
      [teams[0]?.id, 1],
      [teams[1]?.id, 1],
    ]);

    const boss = await authenticate(empty.db, token(1));
    expect(boss?.member).toMatchObject({ role: 'admin', canManageBilling: true });
    expect(await authenticate(empty.db, token(2))).toBeNull(); // revoked stays revoked
    const members = await empty.db.selectFrom('members').selectAll().orderBy('team_id').execute();
    expect(members.map((m) => [m.team_id, m.email, m.name, m.role])).toEqual([
      [teams[0]?.id, 'boss@example.com', 'boss@example.com', 'admin'],
      [teams[1]?.id, null, 'Admin', 'admin'],
    ]);
    const other = await authenticate(empty.db, token(3));
    expect(other?.member.uid).toBe(members[1]?.uid);
    expect((await authenticate(empty.db, token(4)))?.member.uid).toBe(members[1]?.uid);
    const workspaces = await empty.db.selectFrom('workspaces').select('admins_only').execute();
    expect(workspaces.map((w) => w.admins_only)).toEqual([0, 0]);
  });
});
