import { createOperator } from '../../src/modules/operators/operators.service.js';
import type { Harness } from './harness.js';

/** A fresh operator and its token (as `mailwright operators create` makes them). */
export async function newOperator(h: Harness, name = 'Ops') {
  const { operator, token } = await createOperator(h.ctx.db, {
    name,
    email: `${name.toLowerCase()}-${operator_counter++}@operator.example`,
  });
  return { operator, token };
}

let operator_counter = 0;

/** Calls an operator operation with an operator token (no workspace). */
export function asOperator(token: string) {
  return { token, workspace: null } as const;
}

/** Every operation of the operator API (`/v1/operator`), for the security suite. */
export const OPERATOR_OPERATIONS = [
  'getOperatorSelf',
  'listOperatorTeams',
  'getOperatorTeam',
  'grantOperatorCredits',
  'getOperatorRevenue',
  'getOperatorProviders',
  'getOperatorJobQueue',
  'listOperatorDeadJobs',
  'retryOperatorDeadJob',
  'getOperatorWebhookHealth',
  'listOperatorPlacementSeeds',
  'enableOperatorPlacementSeed',
  'disableOperatorPlacementSeed',
  'checkOperatorPlacementSeed',
  'listOperatorPrewarmStock',
  'runOperatorChecks',
];

/**
 * For suites that call every operation of the API document as the test team: the credential an
 * operation of `path` needs (the operator's token and no workspace under `/v1/operator/`, the
 * team's own otherwise). `token` is made per test by `newOperator`.
 */
export function credentialFor(path: string, token: string) {
  return path.startsWith('/v1/operator/') ? asOperator(token) : {};
}
