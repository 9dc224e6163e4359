import { Type } from 'typebox';
import { Nullable, Timestamp } from '../../http/schemas.js';
import { TIER_NAMES } from './tiers.js';

export const PREWARM_TAG = 'Prewarm';

export const AgeTierSchema = Type.Enum([...TIER_NAMES], {
  description:
    'Warmup age: `warming` (under 2 weeks, not for sale), `2_4_weeks`, `4_8_weeks`, `8_plus_weeks`.',
});

export const PrewarmDomain = Type.Object(
  {
    domain_id: Type.String({ description: 'What Buy prewarmed domains takes.' }),
    domain_name: Type.String(),
    tld: Type.String(),
    platform: Type.String(),
    mailbox_count: Type.Integer(),
    warming_since: Timestamp(),
    age_days: Type.Integer(),
    age_tier: AgeTierSchema,
    price_per_mailbox: Nullable(Type.Number({ description: 'USD (null while warming).' })),
    total_price: Nullable(
      Type.Number({ description: 'USD for the domain and all its mailboxes.' }),
    ),
    available: Type.Boolean({
      description: 'For sale now: not held by an order, out of `warming`.',
    }),
  },
  { title: 'PrewarmDomain' },
);
