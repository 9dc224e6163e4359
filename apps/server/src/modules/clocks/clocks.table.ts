import type { Selectable } from 'kysely';

/** `advancing` while an advance runs what became due; `ready` otherwise. */
export type ClockStatus = 'ready' | 'advancing';

/**
 * A sandbox clock of a team, as a payment sandbox's test clocks: its time stands still at
 * `frozen_time` until an advance moves it. Workspaces attached to it see that time.
 */
export interface SandboxClockTable {
  id: string;
  uid: string;
  team_id: string;
  name: string;
  /** What time the clock shows. */
  frozen_time: string;
  status: ClockStatus;
  /** Where the advance under way is going; null when `ready`. */
  advance_to: string | null;
  /** JSON of {@link LastAdvance}: the newest advance, and what it ran. */
  last_advance: string | null;
  created_at: string;
  updated_at: string;
}

/** Which clock a workspace is attached to (a workspace has at most one). */
export interface SandboxClockWorkspaceTable {
  workspace_id: string;
  clock_id: string;
  attached_at: string;
}

/** The newest advance of a clock: from and to, and how many jobs of each kind it ran. */
export interface LastAdvance {
  from: string;
  to: string;
  ran: Record<string, number>;
}

export type SandboxClockRow = Selectable<SandboxClockTable>;
