import { Type } from 'typebox';
import type { AppContext } from '../../../context.js';
import type { App } from '../../../http/app-types.js';
import { notFound } from '../../../http/errors.js';
import { Envelope, errorResponses, Nullable, Timestamp } from '../../../http/schemas.js';
import {
  checkSeed,
  findSeed,
  listSeeds,
  presentSeed,
  setSeedEnabled,
} from '../../placement/surface.js';
import { inventory, presentStock } from '../../prewarm/surface.js';
import { OPERATOR_TAG } from '../operator.schema.js';

const Seed = Type.Object(
  {
    uid: Type.String(),
    provider: Type.String({ description: '`gmail`, `outlook`, `yahoo` …' }),
    email: Type.String(),
    kind: Type.String({ description: '`simulated` (the sandbox’s) or `imap` (a real mailbox).' }),
    imap: Nullable(Type.String({ description: '`host:port (TLS)` of a real seed.' })),
    enabled: Type.Boolean(),
    health: Type.String({ description: '`healthy`, `failing` or `unchecked`.' }),
    health_error: Nullable(Type.String()),
    checked_at: Nullable(Timestamp()),
  },
  { title: 'OperatorPlacementSeed' },
);

const SeedParams = Type.Object(
  {
    seed: Type.String({ minLength: 1, maxLength: 320, description: 'The seed’s uid or address.' }),
  },
  { additionalProperties: false },
);

export function listOperatorPlacementSeeds(app: App, ctx: AppContext): void {
  app.get(
    '/v1/operator/placement-seeds',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'listOperatorPlacementSeeds',
        tags: [OPERATOR_TAG],
        summary: 'The placement seed pool',
        description:
          'Every inbox placement seed with its provider, kind and health (as `mailwright seeds list`; never a password). Seeds are added with `mailwright seeds add`, which reads the password from standard input.',
        response: { 200: Envelope({ seeds: Type.Array(Seed) }) },
      },
    },
    async () => ({
      error: false as const,
      message: 'Seeds retrieved successfully',
      seeds: (await listSeeds(ctx.db)).map(presentSeed),
    }),
  );
}

/** Enable, disable and check one seed: the CLI's `seeds enable|disable|check <seed>`. */
export function operatorSeedActions(app: App, ctx: AppContext): void {
  const actions = [
    ['enable', 'enableOperatorPlacementSeed', 'Put a seed back into the pool'],
    ['disable', 'disableOperatorPlacementSeed', 'Take a seed out of the pool (its results stay)'],
    ['check', 'checkOperatorPlacementSeed', 'Health-check a seed now (sign in and search)'],
  ] as const;
  for (const [action, operationId, summary] of actions)
    app.post(
      `/v1/operator/placement-seeds/:seed/${action}`,
      {
        config: { scope: 'operator' },
        schema: {
          operationId,
          ...(action === 'check' ? {} : { 'x-idempotent': true as const }),
          tags: [OPERATOR_TAG],
          summary,
          description: `${summary}, as \`mailwright seeds ${action}\`; answers the seed as it is after.`,
          params: SeedParams,
          response: { 200: Envelope({ seed: Seed }), ...errorResponses(404) },
        },
      },
      async (request) => {
        const seed = await findSeed(ctx.db, request.params.seed);
        if (!seed) throw notFound('Seed');
        if (action === 'check') {
          const { seed: checked } = await checkSeed(ctx, seed);
          return { error: false as const, message: 'Seed checked', seed: presentSeed(checked) };
        }
        await setSeedEnabled(ctx, seed, action === 'enable');
        const after = (await findSeed(ctx.db, seed.uid)) ?? seed;
        return { error: false as const, message: `Seed ${action}d`, seed: presentSeed(after) };
      },
    );
}

export function listOperatorPrewarmStock(app: App, ctx: AppContext): void {
  app.get(
    '/v1/operator/prewarm-stock',
    {
      config: { scope: 'operator' },
      schema: {
        operationId: 'listOperatorPrewarmStock',
        tags: [OPERATOR_TAG],
        summary: 'The prewarm stock',
        description:
          'The prewarm inventory, oldest first, with each domain’s age tier, price and status (as `mailwright prewarm list`); `all` adds sold domains and pool-only ones. Stock is added with `mailwright prewarm stock`.',
        querystring: Type.Object(
          { all: Type.Optional(Type.Boolean({ default: false })) },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope({
            stock: Type.Array(
              Type.Object({
                domain_id: Type.String(),
                domain_name: Type.String(),
                tld: Type.String(),
                platform: Type.String(),
                mailbox_count: Type.Integer(),
                warming_since: Timestamp(),
                age_days: Type.Integer(),
                age_tier: Type.String(),
                price_per_mailbox: Nullable(Type.Number()),
                total_price: Nullable(Type.Number()),
                available: Type.Boolean(),
                status: Type.String({ description: '`available`, `held` or `sold`.' }),
                for_sale: Type.Boolean({ description: 'False for pool-only partners.' }),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const now = new Date();
      const rows = await inventory(ctx.db, request.query.all ?? false);
      return {
        error: false as const,
        message: 'Prewarm stock retrieved successfully',
        stock: rows.map((r) => ({
          ...presentStock(r, now),
          status: r.status,
          for_sale: r.for_sale === 1,
        })),
      };
    },
  );
}
