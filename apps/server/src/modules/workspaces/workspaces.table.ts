import type { Selectable } from 'kysely';

/** A workspace groups a team's resources and has one webhook URL. */
export interface WorkspaceTable {
  id: string;
  uid: string;
  team_id: string;
  name: string;
  /** Empty string when no webhook is set. */
  webhook_url: string;
  /** Set when deliveries kept failing and the webhook was turned off; cleared by setting it again. */
  webhook_disabled_at: string | null;
  webhook_disabled_reason: string | null;
  /**
   * The event kinds the webhook receives: a JSON array of event names (`["*"]`: every kind), or
   * null for the default set (modules/webhooks/enabled-events.ts).
   */
  webhook_events: string | null;
  /** 0/1: when 1, only the team's admins see and use the workspace. */
  admins_only: number;
  /** 1: purchases are paid from the team's wallet; 0: from the workspace's own wallet. */
  use_shared_billing: number;
  created_at: string;
  updated_at: string;
}

export type WorkspaceRow = Selectable<WorkspaceTable>;
