import type { IdempotencyKeyTable } from '../http/idempotency.table.js';
import type { JobTable } from '../jobs/jobs.table.js';
import type { ApiTokenTable, TeamTable } from '../modules/accounts/accounts.table.js';
import type { MemberInvitationTable, MemberTable } from '../modules/accounts/members.table.js';
import type {
  MemberCredentialTable,
  MemberSessionTable,
  PasswordLinkTable,
  SignInLimitTable,
} from '../modules/accounts/sessions.table.js';
import type {
  LedgerEntryTable,
  PaymentSessionTable,
  SimPaymentTable,
  SubscriptionTable,
  WalletTable,
} from '../modules/billing/billing.table.js';
import type { ClientIdRequestTable } from '../modules/client-id-requests/client-id-requests.table.js';
import type {
  SandboxClockTable,
  SandboxClockWorkspaceTable,
} from '../modules/clocks/clocks.table.js';
import type {
  CloudflareAccountOwnerTable,
  CloudflareConnectAttemptTable,
  CloudflareConnectionTable,
  CloudflareDomainTable,
} from '../modules/cloudflare/cloudflare.table.js';
import type { ConsentRequestTable } from '../modules/consent-requests/consent-requests.table.js';
import type { DkimKeyTable, DnsRecordTable } from '../modules/dns/dns.table.js';
import type { DomainOperationTable, DomainTable } from '../modules/domains/domains.table.js';
import type { ForwardingJobTable } from '../modules/forwarding/forwarding-jobs.table.js';
import type { HealthCheckTable } from '../modules/health-report/health.table.js';
import type {
  InfraGuardActionItemTable,
  InfraGuardAlertTable,
  InfraGuardResultTable,
  InfraGuardSubscriptionTable,
  InfraGuardWorkspaceSettingsTable,
} from '../modules/infraguard/infraguard.table.js';
import type { MailIngestCursorTable } from '../modules/insights/ingest/ingest.table.js';
import type {
  InsightBodyTemplatesTable,
  InsightDomainDaysTable,
  InsightIpDaysTable,
  InsightMailboxDaysTable,
  InsightMailboxesTable,
  InsightMailboxHoursTable,
  InsightMailboxWeeksTable,
  InsightSettingsTable,
  InsightTemplateDaysTable,
  InsightWorkspaceHoursTable,
} from '../modules/insights/insights.table.js';
import type { MailMessageTable } from '../modules/mail/mail.table.js';
import type { MailboxTable } from '../modules/mailboxes/mailboxes.table.js';
import type { OperatorTable, OperatorTokenTable } from '../modules/operators/operators.table.js';
import type { OrderItemTable, OrderTable } from '../modules/orders/orders.table.js';
import type {
  PlacementCopyTable,
  PlacementScheduleTable,
  PlacementSeedTable,
  PlacementTestTable,
} from '../modules/placement/placement.table.js';
import type { PrewarmStockTable } from '../modules/prewarm/prewarm.table.js';
import type {
  SequencerExportTable,
  SequencerTable,
} from '../modules/sequencers/sequencers.table.js';
import type { TagAssignmentTable, TagTable } from '../modules/tags/tags.table.js';
import type { VerifiedDestinationTable } from '../modules/verified-destinations/verified-destination.table.js';
import type {
  WarmupDailyTable,
  WarmupLineTable,
  WarmupSendTable,
  WarmupSubscriptionTable,
} from '../modules/warmup/warmup.table.js';
import type { EventTable } from '../modules/webhooks/events.table.js';
import type {
  WebhookAttemptTable,
  WebhookEndpointTable,
} from '../modules/webhooks/webhooks.table.js';
import type { WorkspaceTable } from '../modules/workspaces/workspaces.table.js';
import type { SimCloudflareRecordTable } from '../providers/simulator/cloudflare.js';
import type { SimStoredMail } from '../providers/simulator/mail-store.js';
import type { SimDnsZoneTable } from '../providers/simulator/zone-registry.js';
import type { ListCountTable } from './list-counts.js';

/** Settings the service keeps about itself, such as the master-key fingerprint. */
export interface MetaTable {
  key: string;
  value: string;
}

/** Every table, as Kysely sees it. Each module owns the types of its own tables. */
export interface DB {
  mailwright_meta: MetaTable;
  teams: TeamTable;
  api_tokens: ApiTokenTable;
  workspaces: WorkspaceTable;
  jobs: JobTable;
  events: EventTable;
  webhook_attempts: WebhookAttemptTable;
  webhook_endpoints: WebhookEndpointTable;
  domains: DomainTable;
  domain_operations: DomainOperationTable;
  dns_records: DnsRecordTable;
  dkim_keys: DkimKeyTable;
  tags: TagTable;
  tag_assignments: TagAssignmentTable;
  mailboxes: MailboxTable;
  idempotency_keys: IdempotencyKeyTable;
  consent_requests: ConsentRequestTable;
  client_id_requests: ClientIdRequestTable;
  forwarding_jobs: ForwardingJobTable;
  sequencers: SequencerTable;
  sequencer_exports: SequencerExportTable;
  wallets: WalletTable;
  ledger_entries: LedgerEntryTable;
  payment_sessions: PaymentSessionTable;
  sim_payments: SimPaymentTable;
  subscriptions: SubscriptionTable;
  orders: OrderTable;
  prewarm_stock: PrewarmStockTable;
  order_items: OrderItemTable;
  members: MemberTable;
  member_invitations: MemberInvitationTable;
  member_credentials: MemberCredentialTable;
  member_sessions: MemberSessionTable;
  password_links: PasswordLinkTable;
  sign_in_limits: SignInLimitTable;
  sandbox_clocks: SandboxClockTable;
  sandbox_clock_workspaces: SandboxClockWorkspaceTable;
  mail_messages: MailMessageTable;
  sim_mail: SimStoredMail;
  health_checks: HealthCheckTable;
  warmup_subscriptions: WarmupSubscriptionTable;
  warmup_sends: WarmupSendTable;
  warmup_daily: WarmupDailyTable;
  insight_mailbox_hours: InsightMailboxHoursTable;
  insight_workspace_hours: InsightWorkspaceHoursTable;
  insight_mailbox_days: InsightMailboxDaysTable;
  insight_mailbox_weeks: InsightMailboxWeeksTable;
  insight_domain_days: InsightDomainDaysTable;
  insight_ip_days: InsightIpDaysTable;
  insight_template_days: InsightTemplateDaysTable;
  insight_body_templates: InsightBodyTemplatesTable;
  insight_mailboxes: InsightMailboxesTable;
  insight_settings: InsightSettingsTable;
  mail_ingest_cursors: MailIngestCursorTable;
  warmup_lines: WarmupLineTable;
  placement_seeds: PlacementSeedTable;
  placement_schedules: PlacementScheduleTable;
  placement_tests: PlacementTestTable;
  placement_copies: PlacementCopyTable;
  infraguard_subscriptions: InfraGuardSubscriptionTable;
  infraguard_results: InfraGuardResultTable;
  infraguard_alerts: InfraGuardAlertTable;
  infraguard_action_items: InfraGuardActionItemTable;
  infraguard_workspace_settings: InfraGuardWorkspaceSettingsTable;
  list_counts: ListCountTable;
  sim_dns_zones: SimDnsZoneTable;
  cloudflare_connections: CloudflareConnectionTable;
  cloudflare_account_owners: CloudflareAccountOwnerTable;
  cloudflare_domains: CloudflareDomainTable;
  cloudflare_connect_attempts: CloudflareConnectAttemptTable;
  sim_cloudflare_records: SimCloudflareRecordTable;
  verified_destinations: VerifiedDestinationTable;
  operators: OperatorTable;
  operator_tokens: OperatorTokenTable;
}
