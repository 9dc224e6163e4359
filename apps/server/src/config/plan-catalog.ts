import { wholeCents } from '../lib/cents.js';
/**
 * The plan catalog: what a team can subscribe to, and what a mailbox costs a month on each plan.
 * The operator edits it as a JSON file named by MAILWRIGHT_PLANS_FILE (docs/api/billing.md shows
 * the format); without one the built-in {@link DEFAULT_CATALOG} applies. Prices in the file are
 * credits (1 credit = 1 USD, at most two decimals); the service works in integer cents.
 */

export type Cycle = 'monthly' | 'yearly';
export const CYCLES: readonly Cycle[] = ['monthly', 'yearly'];

export interface Plan {
  uid: string;
  name: string;
  /** Price per period in cents. */
  priceCents: Record<Cycle, number>;
  /** Mailboxes the plan pays for (any platform); more are charged per mailbox. */
  includedMailboxes: number;
  /** Monthly price of one mailbox beyond the included ones, per platform, in cents. */
  mailboxPriceCents: Record<string, number>;
}

export interface PlanCatalog {
  /** The plan of a team that has not subscribed (or whose subscription ended). */
  defaultPlan: string;
  plans: Plan[];
}

/** The catalog shipped with the service (the file format, in credits). */
export const DEFAULT_CATALOG_FILE = {
  default_plan: 'payg',
  plans: [
    {
      uid: 'payg',
      name: 'Pay as you go',
      monthly_price: 0,
      yearly_price: 0,
      included_mailboxes: 0,
      mailbox_prices: { GOOGLE: 4, MICROSOFT: 3.5, AZURE: 3.5, SMTP: 2 },
    },
    {
      uid: 'professional',
      name: 'Professional',
      monthly_price: 39,
      yearly_price: 390,
      included_mailboxes: 10,
      mailbox_prices: { GOOGLE: 3.5, MICROSOFT: 3, AZURE: 3, SMTP: 1.5 },
    },
    {
      uid: 'growth',
      name: 'Growth',
      monthly_price: 99,
      yearly_price: 990,
      included_mailboxes: 30,
      mailbox_prices: { GOOGLE: 3, MICROSOFT: 2.5, AZURE: 2.5, SMTP: 1 },
    },
  ],
};

/** Cents of a credit amount with at most two decimals; throws naming `field` otherwise. */
export function creditsToCents(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new Error(`${field} must be a number of credits, 0 or more`);
  const cents = wholeCents(value);
  if (cents === null) throw new Error(`${field} must have at most two decimals`);
  return cents;
}

/** Checks a catalog in the file format and converts it; throws one message naming the problem. */
export function parsePlanCatalog(input: unknown): PlanCatalog {
  const file = input as { default_plan?: unknown; plans?: unknown };
  if (!file || typeof file !== 'object' || !Array.isArray(file.plans) || file.plans.length === 0)
    throw new Error('must be a JSON object with a non-empty "plans" array');
  const plans = file.plans.map((raw: Record<string, unknown>, i: number): Plan => {
    const at = `plans[${i}]`;
    if (typeof raw?.uid !== 'string' || !/^[a-z0-9][a-z0-9_-]{0,62}$/.test(raw.uid))
      throw new Error(`${at}.uid must be a lowercase slug (letters, digits, - and _)`);
    if (typeof raw.name !== 'string' || raw.name.trim() === '')
      throw new Error(`${at}.name must be a non-empty string`);
    const included = raw.included_mailboxes ?? 0;
    if (typeof included !== 'number' || !Number.isInteger(included) || included < 0)
      throw new Error(`${at}.included_mailboxes must be a whole number, 0 or more`);
    const prices = raw.mailbox_prices as Record<string, unknown> | undefined;
    if (!prices || typeof prices !== 'object' || Object.keys(prices).length === 0)
      throw new Error(`${at}.mailbox_prices must map each platform to a monthly price`);
    return {
      uid: raw.uid,
      name: raw.name.trim(),
      priceCents: {
        monthly: creditsToCents(raw.monthly_price, `${at}.monthly_price`),
        yearly: creditsToCents(raw.yearly_price, `${at}.yearly_price`),
      },
      includedMailboxes: included,
      mailboxPriceCents: Object.fromEntries(
        Object.entries(prices).map(([platform, price]) => [
          platform.toUpperCase(),
          creditsToCents(price, `${at}.mailbox_prices.${platform}`),
        ]),
      ),
    };
  });
  const uids = plans.map((p) => p.uid);
  const repeated = uids.find((uid, i) => uids.indexOf(uid) !== i);
  if (repeated) throw new Error(`plan uid "${repeated}" appears twice`);
  const defaultPlan = file.default_plan ?? uids[0];
  if (typeof defaultPlan !== 'string' || !uids.includes(defaultPlan))
    throw new Error('default_plan must be the uid of one of the plans');
  return { defaultPlan, plans };
}

export const DEFAULT_CATALOG: PlanCatalog = parsePlanCatalog(DEFAULT_CATALOG_FILE);
