import { ApiError, conflict } from '../http/errors.js';
import { isoNow } from './time.js';

/**
 * A lifecycle is data: the statuses a record can be in, the moves allowed between them (each
 * with the trigger that causes it, for people and diagrams), the statuses a record may be
 * created in, and the terminal ones. Every module with a `status` column declares one with
 * {@link defineLifecycle} in its `*.lifecycle.ts` and applies moves through
 * {@link defineTransitions} (or, for a kind with no record of its moves, one function that calls
 * {@link planTransition}); nothing else writes a status column (`test/unit/status-writes.test.ts`
 * holds it).
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

/** What every move stamps: the planned status columns and `updated_at`. */
export type Stamped<S extends string> = PlannedTransition<S> & { updated_at: string };

/**
 * How one record kind applies its lifecycle: everything around the checked move that differs by
 * kind. `X` is the transaction, `Ctx` the application context, `C` the kind's field changes.
 */
export interface TransitionSpec<
  S extends string,
  R extends { id: string; status: S },
  C extends object,
  X,
  Ctx,
> {
  lifecycle: Lifecycle<S>;
  /** The 409's message when another writer moved the record first. */
  movedMeanwhile: (row: R) => string;
  /** When a move happens, unless the caller says (default: now); e.g. the workspace's clock. */
  clock?: (trx: X, row: R) => Promise<string>;
  /** Columns every move resets unless the caller gives them (a fresh `status_reason` ...). */
  resets?: (row: R, to: S) => Partial<C>;
  /**
   * Columns the move itself decides, over the caller's (`completed_at` on a terminal status, a
   * key released ...), with the side effects that go with them (a slot given back ...).
   */
  effects?: (trx: X, row: R, to: S, now: string, changes: Partial<C>) => Promise<Partial<C>>;
  /** The one statement: writes `written` while the record is still in `row`'s status; says whether it did. */
  write: (trx: X, row: R, written: Partial<C> & Stamped<S>) => Promise<boolean>;
  /** The record as it now is (default: `row` with what was written over it). */
  reread?: (trx: X, row: R) => Promise<R>;
  /** Inserts a new record (for `create`). */
  insert?: (trx: X, row: R) => Promise<void>;
  /** Records the kind's `*.status_changed` event for the record as it now is. */
  emit?: (trx: X, ctx: Ctx, row: R) => Promise<void>;
}

export interface Transitions<S extends string, R extends { id: string; status: S }, C, X, Ctx> {
  /**
   * The one way the kind's status changes, in the caller's transaction: checks the move against
   * the lifecycle, stamps `previous_status`, `status_changed_at` and `updated_at` (`at`, or the
   * kind's clock), writes them with the resets, `changes` and the move's effects only while the
   * record is still where the caller saw it, and records the event. Throws a 409 when the
   * lifecycle does not allow the move or another writer moved the record first.
   */
  transition(trx: X, ctx: Ctx, row: R, to: S, changes?: Partial<C>, at?: string): Promise<R>;
  /** Inserts a record in one of the initial statuses (`previous_status` null) and records its first event. */
  create(trx: X, ctx: Ctx, row: R & { created_at: string }): Promise<R>;
}

/** A record kind's transitions: the plumbing every kind shares, written once. */
export function defineTransitions<
  S extends string,
  R extends { id: string; status: S },
  C extends object,
  X,
  Ctx,
>(spec: TransitionSpec<S, R, C, X, Ctx>): Transitions<S, R, C, X, Ctx> {
  return {
    async transition(trx, ctx, row, to, changes = {}, at) {
      const now = at ?? (spec.clock ? await spec.clock(trx, row) : isoNow());
      const planned = planTransition(spec.lifecycle, row.status, to, now);
      const effects = spec.effects ? await spec.effects(trx, row, to, now, changes) : {};
      const written = {
        ...spec.resets?.(row, to),
        ...changes,
        ...effects,
        ...planned,
        updated_at: now,
      };
      if (!(await spec.write(trx, row, written))) throw conflict(spec.movedMeanwhile(row));
      const updated = spec.reread ? await spec.reread(trx, row) : ({ ...row, ...written } as R);
      await spec.emit?.(trx, ctx, updated);
      return updated;
    },
    async create(trx, ctx, row) {
      if (!spec.insert) throw new Error(`${spec.lifecycle.name}: no insert declared`);
      const created = {
        ...row,
        ...planTransition(spec.lifecycle, null, row.status, row.created_at),
      };
      await spec.insert(trx, created);
      await spec.emit?.(trx, ctx, created);
      return created;
    },
  };
}
