import { ApiError } from '../http/errors.js';

/**
 * A lifecycle is data: the statuses a record can be in, the moves allowed between them (each
 * with the trigger that causes it, for people and diagrams), the statuses a record may be
 * created in, and the terminal ones. Every module with a `status` column declares one with
 * {@link defineLifecycle} in its `*.lifecycle.ts` and applies moves through one function that
 * calls {@link planTransition}; nothing else writes a status column. One exception is left: a
 * team's plan subscription (`subscriptions.status`: active, past_due, ended) has no lifecycle
 * yet; `billing/subscriptions.service.ts` and `billing/subscription.jobs.ts` write it directly.
 */
export interface Lifecycle<S extends string> {
  /** Record kind, used in messages (`domain`, `mailbox` ...). */
  readonly name: string;
  readonly statuses: readonly S[];
  /** Statuses a new record may start in. */
  readonly initial: readonly S[];
  /** `from -> { to: trigger }`: every allowed move and what causes it. */
  readonly transitions: Readonly<Record<S, Readonly<Partial<Record<S, string>>>>>;
  /** Statuses with no way out. */
  readonly terminal: readonly S[];
}

/** What a move writes: the new status, the one it came from, and when. */
export interface PlannedTransition<S extends string> {
  status: S;
  previous_status: S | null;
  status_changed_at: string;
}

/**
 * A move the lifecycle does not allow. It reaches a caller as a 409: the record is in a state
 * where the request makes no sense (an HTTP-facing class here because that is where it ends up;
 * jobs check the status first and never rely on it).
 */
export class InvalidTransitionError extends ApiError {
  constructor(
    readonly lifecycle: string,
    readonly from: string | null,
    readonly to: string,
  ) {
    super(
      'CONFLICT',
      from === null
        ? `A ${lifecycle} cannot be created as ${to}`
        : `The ${lifecycle} is ${from} and cannot move to ${to}`,
    );
  }
}

/**
 * Declares a lifecycle and checks it is consistent: every status has a transition entry, every
 * target is a known status, terminal statuses have no way out and non-terminal ones have one.
 * Throws at module load, so a broken table never reaches a request.
 */
export function defineLifecycle<const S extends string>(definition: Lifecycle<S>): Lifecycle<S> {
  const known = new Set<string>(definition.statuses);
  const problems: string[] = [];
  for (const status of definition.statuses) {
    const targets = Object.keys(definition.transitions[status] ?? {});
    for (const target of targets) {
      if (!known.has(target)) problems.push(`${status} -> ${target}: unknown status`);
    }
    const isTerminal = definition.terminal.includes(status);
    if (isTerminal && targets.length > 0) problems.push(`${status} is terminal but has moves`);
    if (!isTerminal && targets.length === 0) problems.push(`${status} has no way out`);
  }
  for (const status of [...definition.initial, ...definition.terminal]) {
    if (!known.has(status)) problems.push(`${status}: unknown status`);
  }
  if (problems.length > 0) {
    throw new Error(`lifecycle ${definition.name} is inconsistent: ${problems.join('; ')}`);
  }
  return Object.freeze(definition);
}

/** Whether `from -> to` is allowed (`from` null: creating a record in `to`). */
export function canTransition<S extends string>(
  lifecycle: Lifecycle<S>,
  from: S | null,
  to: S,
): boolean {
  if (from === null) return lifecycle.initial.includes(to);
  return lifecycle.transitions[from]?.[to] !== undefined;
}

/**
 * Validates a move and returns what to stamp on the record. Throws
 * {@link InvalidTransitionError} when the lifecycle does not allow it.
 */
export function planTransition<S extends string>(
  lifecycle: Lifecycle<S>,
  from: S | null,
  to: S,
  now: string = new Date().toISOString(),
): PlannedTransition<S> {
  if (!canTransition(lifecycle, from, to)) {
    throw new InvalidTransitionError(lifecycle.name, from, to);
  }
  return { status: to, previous_status: from, status_changed_at: now };
}

/** Whether a status is one of the lifecycle's statuses (for values read from outside). */
export function isStatusOf<S extends string>(lifecycle: Lifecycle<S>, value: string): value is S {
  return (lifecycle.statuses as readonly string[]).includes(value);
}

/**
 * The lifecycle as a Mermaid state diagram, edges labelled with their triggers. `docs/lifecycles.md`
 * embeds this output, and a test keeps the two identical.
 */
export function toMermaid<S extends string>(lifecycle: Lifecycle<S>): string {
  const lines = ['stateDiagram-v2'];
  for (const status of lifecycle.initial) lines.push(`  [*] --> ${status}`);
  for (const from of lifecycle.statuses) {
    const moves = lifecycle.transitions[from] ?? {};
    for (const [to, trigger] of Object.entries(moves) as Array<[S, string]>) {
      lines.push(`  ${from} --> ${to}: ${trigger}`);
    }
  }
  for (const status of lifecycle.terminal) lines.push(`  ${status} --> [*]`);
  return lines.join('\n');
}
