import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { compiledQuery } from '../db/compiled-queries.js';
import type { Database } from '../db/database.js';
import { batcher } from '../lib/batch.js';
import { newId } from '../lib/ids.js';
import type { Logger } from '../lib/logger.js';
import {
  defaultBackoffMs,
  type JobDefinition,
  PermanentJobError,
  REMOVED,
  RetryJobError,
} from './job.js';
import type { JobRow } from './jobs.table.js';
import { JOBS_CHANNEL, type JobQueue } from './queue.js';

/** The claim's statement, compiled once per shape (`compiledQuery`'s name for it). */
const CLAIM = {};

/** The longest a claim waits for more free slots while the backlog is deep (`#gatherSlots`). */
const CLAIM_LINGER_MS = 5;

/** How often at most a runner on PostgreSQL refreshes the jobs table's statistics (`#analyze`). */
const ANALYZE_EVERY_MS = 60_000;

export interface RunnerOptions {
  concurrency: number;
  pollIntervalMs: number;
  /** How long a claimed job stays locked without a heartbeat; a dead worker's jobs are retaken after it. */
  leaseMs: number;
}

/**
 * Claims due jobs and runs them. Any number of runners, in any number of processes, may share
 * one database: a claim is a single UPDATE (with FOR UPDATE SKIP LOCKED on PostgreSQL), so a
 * job is held by one runner at a time, and a runner that dies loses its lease.
 */
export class JobRunner {
  readonly workerId = `${hostname()}:${process.pid}:${newId().slice(-6)}`;
  /** Jobs whose handler is running: each takes one of the `concurrency` slots. */
  readonly #inFlight = new Map<string, Promise<void>>();
  /** Jobs whose handler returned with work deferred (`JobHelpers.defer`): held, but no slot. */
  readonly #finishing = new Map<string, Promise<void>>();
  readonly #abort = new AbortController();
  readonly #log: Logger;
  #running = false;
  #wake: (() => void) | null = null;
  /** A nudge that came while the loop was claiming, not waiting: it looks again at once. */
  #nudged = false;
  #loop: Promise<void> | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #cleanups: Array<() => Promise<void> | void> = [];
  #orphansCheckedAt = 0;
  #analyzedAt = 0;
  #analyzing: Promise<void> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly queue: JobQueue,
    private readonly options: RunnerOptions,
  ) {
    this.#log = ctx.log.child({ component: 'jobs', worker: this.workerId });
  }

  private get database(): Database {
    return this.ctx.database;
  }

  async start(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    this.#cleanups.push(this.queue.onEnqueued(() => this.#nudge()));
    this.#cleanups.push(await this.database.listen(JOBS_CHANNEL, () => this.#nudge()));
    this.#heartbeat = setInterval(
      () => void this.#extendLeases(),
      Math.max(100, this.options.leaseMs / 3),
    );
    this.#loop = this.#run();
    this.#log.info(
      { jobs: this.queue.names, concurrency: this.options.concurrency },
      'job runner started',
    );
  }

  /**
   * Stops claiming, lets running jobs finish for up to `graceMs`, then hands any still running
   * back to the queue so another worker takes them: without counting the cut run, unless the
   * job's definition counts it (`countsInterruptedRun`).
   */
  async stop(graceMs: number): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    this.#nudge();
    await this.#loop;
    await this.#analyzing;
    const pending = Promise.allSettled([...this.#inFlight.values(), ...this.#finishing.values()]);
    const finished = await Promise.race([
      pending.then(() => true),
      sleepUnref(graceMs).then(() => false),
    ]);
    if (!finished) {
      this.#abort.abort();
      const ids = [...this.#inFlight.keys(), ...this.#finishing.keys()];
      if (ids.length > 0) {
        // Jobs that count a cut run keep it (their next run records it); others are given back.
        const counted = this.queue.names.filter(
          (name) => this.queue.definition(name)?.countsInterruptedRun,
        );
        await this.database.db
          .updateTable('jobs')
          .set((eb) => ({
            status: 'queued',
            locked_by: null,
            locked_until: null,
            attempts:
              counted.length === 0
                ? eb('attempts', '-', 1)
                : eb
                    .case()
                    .when('name', 'in', counted)
                    .then(eb.ref('attempts'))
                    .else(eb('attempts', '-', 1))
                    .end(),
            updated_at: new Date().toISOString(),
          }))
          .where('id', 'in', ids)
          .where('locked_by', '=', this.workerId)
          .execute();
        this.#log.warn({ released: ids.length }, 'released unfinished jobs at shutdown');
      }
    }
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    for (const cleanup of this.#cleanups.splice(0)) await cleanup();
    this.#log.info('job runner stopped');
  }

  /** Resolves when no job is due and none is running in this runner (tests and CLI use it). */
  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.#inFlight.size + this.#finishing.size === 0) {
        const due = await this.database.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'queued')
          .where('run_at', '<=', new Date().toISOString())
          .where('name', 'in', this.queue.names)
          .executeTakeFirstOrThrow();
        if (Number(due.n) === 0 && this.#inFlight.size + this.#finishing.size === 0) return;
      }
      await sleepUnref(10);
    }
    throw new Error('job queue did not drain in time');
  }

  #nudge(): void {
    const wake = this.#wake;
    this.#wake = null;
    if (wake) wake();
    else this.#nudged = true;
  }

  async #run(): Promise<void> {
    /** The last claim took every job it asked for: more are probably due. */
    let deep = false;
    while (this.#running) {
      if (deep) await this.#gatherSlots();
      const free = this.options.concurrency - this.#inFlight.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const jobs = await this.#claim(free);
          claimed = jobs.length;
          deep = claimed === free;
          if (deep) this.#analyze();
          for (const job of jobs) this.#track(job);
        } catch (error) {
          deep = false;
          this.#log.error({ err: error }, 'claiming jobs failed');
        }
      }
      if (!this.#running) break;
      if (claimed > 0 && claimed === free) continue;
      // A job enqueued while this claim ran may have committed after it looked: look again.
      if (this.#nudged) {
        this.#nudged = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        sleepUnref(this.options.pollIntervalMs).then(() => {
          if (this.#wake === resolve) this.#nudge();
        });
      });
      // Let jobs finishing in the same turn of the event loop free their slots too, so one claim
      // takes several jobs instead of one each.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /**
   * With a deep backlog, a claim waits until every slot is free (or {@link CLAIM_LINGER_MS}
   * has passed) rather than claiming each slot as it frees: one claim, one settle and one delete
   * then serve many jobs instead of one or two each.
   */
  async #gatherSlots(): Promise<void> {
    const enough = this.options.concurrency;
    const short = () => this.options.concurrency - this.#inFlight.size < enough;
    if (!this.#running || !short()) return;
    // One timer for the whole wait (not one per job that finishes meanwhile: those timers, each
    // firing later for nothing, were a measurable part of a busy runner's time).
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      const wake = this.#wake;
      this.#wake = null;
      wake?.();
    }, CLAIM_LINGER_MS).unref();
    try {
      while (this.#running && !expired && short()) {
        await new Promise<void>((resolve) => {
          this.#wake = resolve;
        });
      }
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Claims up to `limit` jobs: first any whose lease lapsed (their worker died), then due queued
   * ones, oldest first. Two statements rather than one with an OR: each walks its own index and
   * stops after `limit` rows, where the OR form read and sorted every due job on each claim,
   * which made draining a large backlog quadratic.
   */
  async #claim(limit: number): Promise<JobRow[]> {
    const names = this.queue.names;
    if (names.length === 0) return [];
    const now = new Date();
    const nowIso = now.toISOString();
    const db = this.database.db;
    const take = async (count: number, lapsed: boolean) => {
      const params = {
        running: 'running',
        worker: this.workerId,
        lockedUntil: new Date(now.getTime() + this.options.leaseMs).toISOString(),
        one: 1,
        now: nowIso,
        names,
        status: lapsed ? 'running' : 'queued',
        count,
        lapsed,
        postgres: this.database.dialect === 'postgres',
      };
      // Compiled once per shape (`db/compiled-queries.ts`): a busy runner claims hundreds of times
      // a second, and building this statement cost as much CPU as running it.
      const { rows } = await db.executeQuery(
        compiledQuery(db, CLAIM, '', params, (p) => {
          const due = db.selectFrom('jobs').select('id').where('name', 'in', p.names);
          // The jobs to take are chosen once, in a materialized CTE: PostgreSQL may plan `id in
          // (select … limit n for update skip locked)` as a join that runs the subquery again for
          // each row it scans, and such a plan (a prepared statement's generic plan, seen in a
          // test) claimed every due job, 2,000 where 10 were asked for.
          return db
            .with(
              (cte) => cte('claimed').materialized(),
              () =>
                (p.lapsed
                  ? due
                      .where('status', '=', p.status as 'running')
                      .where('locked_until', '<', p.now)
                  : due
                      .where('status', '=', p.status as 'queued')
                      .where('run_at', '<=', p.now)
                      .orderBy('run_at')
                )
                  .limit(p.count)
                  .$if(p.postgres, (q) => q.forUpdate().skipLocked()),
            )
            .updateTable('jobs')
            .set((eb) => ({
              status: p.running as 'running',
              locked_by: p.worker,
              locked_until: p.lockedUntil,
              attempts: eb('attempts', '+', p.one),
              updated_at: p.now,
            }))
            .where('id', 'in', (eb) => eb.selectFrom('claimed').select('claimed.id'))
            .returningAll();
        }),
      );
      return rows as JobRow[];
    };
    // Lapsed leases are rare: look for them once per poll interval, not on every claim.
    let orphaned: JobRow[] = [];
    if (now.getTime() - this.#orphansCheckedAt >= this.options.pollIntervalMs) {
      this.#orphansCheckedAt = now.getTime();
      orphaned = await take(limit, true);
    }
    if (orphaned.length >= limit) return orphaned;
    const queued = await take(limit - orphaned.length, false);
    return [...orphaned, ...queued];
  }

  /**
   * PostgreSQL plans the claim from the jobs table's statistics, which autovacuum refreshes about
   * once a minute at best, and which, taken while the table was empty or nearly so (its usual
   * state), say few jobs are due. Planned from those, a claim reads and sorts every due job to
   * take the oldest few, so each claim costs the whole backlog (8 ms a claim at 50,000 due jobs
   * against 0.8, measured) and draining it is quadratic. A runner that finds a deep backlog (a
   * claim took every job it asked for) analyzes the table, at most once a minute and beside its
   * work, so the next claims read the due jobs' index in order and stop after the batch.
   */
  #analyze(): void {
    if (this.database.dialect !== 'postgres' || this.#analyzing) return;
    const now = Date.now();
    if (now - this.#analyzedAt < ANALYZE_EVERY_MS) return;
    this.#analyzedAt = now;
    this.#analyzing = sql`analyze jobs`
      .execute(this.database.db)
      .then(
        () => undefined,
        (error) => this.#log.warn({ err: error }, 'analyzing the jobs table failed'),
      )
      .finally(() => {
        this.#analyzing = null;
      });
  }

  #track(job: JobRow): void {
    const run = this.#execute(job).finally(() => {
      this.#inFlight.delete(job.id);
      if (!this.#finishing.has(job.id)) this.queue.settled();
      this.#nudge();
    });
    this.#inFlight.set(job.id, run);
  }

  async #execute(job: JobRow): Promise<void> {
    const definition = this.queue.definition(job.name);
    const log = this.#log.child({ job: job.name, job_id: job.id, attempt: job.attempts });
    if (!definition) return;
    if (job.attempts > job.max_attempts) {
      await this.#fail(
        job,
        'lease expired on every attempt (the worker running it kept dying)',
        null,
      );
      return;
    }
    let payload: unknown;
    let deferred: Promise<unknown> | null = null;
    try {
      payload = JSON.parse(job.payload);
    } catch {
      payload = undefined;
    }
    if (!this.queue.accepts(definition, payload)) {
      await this.#fail(job, 'payload does not match the job schema', null);
      return;
    }
    const timer = this.ctx.metrics.jobDuration.startTimer({ job: job.name });
    try {
      await definition.handle(payload, {
        ctx: this.ctx,
        jobId: job.id,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
        log,
        signal: this.#abort.signal,
        claim: { id: job.id, lockedBy: this.workerId },
        defer: (work) => {
          // Handled below once the handler returns; marked handled now in case it fails first.
          work.catch(() => {});
          deferred = work;
        },
      });
    } catch (error) {
      timer();
      await this.#failed(job, error, definition, log);
      return;
    }
    if (!deferred) {
      timer();
      return this.#complete(job);
    }
    // The slot is free now; the job stays held (its lease kept) until the deferred work ends.
    const finishing = (deferred as Promise<unknown>)
      .then(
        (outcome) => {
          timer();
          if (outcome !== REMOVED) return this.#complete(job);
          this.ctx.metrics.jobsCompleted.inc({ job: job.name });
        },
        (error: unknown) => {
          timer();
          return this.#failed(job, error, definition, log);
        },
      )
      .finally(() => {
        this.#finishing.delete(job.id);
        this.queue.settled();
        this.#nudge();
      });
    this.#finishing.set(job.id, finishing);
  }

  /** A handler (or its deferred work) threw: retried with backoff, or dead after its last attempt. */
  async #failed(
    job: JobRow,
    error: unknown,
    definition: JobDefinition,
    log: Logger,
  ): Promise<void> {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.ctx.metrics.jobsFailed.inc({ job: job.name });
    if (error instanceof PermanentJobError || job.attempts >= job.max_attempts) {
      log.warn({ err: error }, 'job failed for good');
      await this.#fail(job, message, null);
      return;
    }
    const retryAt =
      error instanceof RetryJobError
        ? error.retryAt
        : new Date(Date.now() + (definition.backoffMs ?? defaultBackoffMs)(job.attempts));
    log.info({ err: error, retry_at: retryAt.toISOString() }, 'job failed; will retry');
    await this.#fail(job, message, retryAt);
  }

  /**
   * Removes a finished job. Jobs finishing together (a batch of deliveries settled at once) are
   * removed by one DELETE. If it fails they stay running: their leases lapse and they run again,
   * finding their work done.
   */
  async #complete(job: JobRow): Promise<void> {
    this.ctx.metrics.jobsCompleted.inc({ job: job.name });
    await this.#remove(job.id).catch((error) => {
      this.#log.error({ err: error }, 'removing finished jobs failed');
    });
  }

  readonly #remove = batcher(async (ids: readonly string[]) => {
    await this.queue.remove(
      this.database.db,
      ids.map((id) => ({ id, lockedBy: this.workerId })),
    );
    return ids;
  });

  /** Records a failure: back to `queued` at `retryAt`, or `dead` when `retryAt` is null. */
  async #fail(job: JobRow, message: string, retryAt: Date | null): Promise<void> {
    if (!retryAt) this.ctx.metrics.jobsDead.inc({ job: job.name });
    await this.database.db
      .updateTable('jobs')
      .set({
        status: retryAt ? 'queued' : 'dead',
        run_at: (retryAt ?? new Date()).toISOString(),
        locked_by: null,
        locked_until: null,
        last_error: message.slice(0, 2000),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', this.workerId)
      .execute();
  }

  async #extendLeases(): Promise<void> {
    const ids = [...this.#inFlight.keys(), ...this.#finishing.keys()];
    if (ids.length === 0) return;
    try {
      await this.database.db
        .updateTable('jobs')
        .set({ locked_until: new Date(Date.now() + this.options.leaseMs).toISOString() })
        .where('id', 'in', ids)
        .where('locked_by', '=', this.workerId)
        .execute();
    } catch (error) {
      this.#log.error({ err: error }, 'extending job leases failed');
    }
  }
}

function sleepUnref(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
