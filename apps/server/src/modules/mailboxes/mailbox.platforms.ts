import { SIM_SMTP_SERVER } from '../../providers/simulator/index.js';
import type { ProviderNeed } from '../../providers/status.js';
import type { MailboxStatus } from './mailbox.lifecycle.js';

/** The platforms a mailbox can be bought on today. The contract says more may be added. */
export const MAILBOX_PLATFORMS = ['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP'] as const;
export type KnownPlatform = (typeof MAILBOX_PLATFORMS)[number];

/**
 * Everything that differs between platforms, in one place. Code that would otherwise switch on
 * `platform` reads a profile instead, and {@link platformProfile} answers a safe default for a
 * value it does not know (a row written by a newer version, a platform added later), so no code
 * path breaks on one.
 */
export interface PlatformProfile {
  /** For messages and docs. */
  label: string;
  /** Statuses from `pending` to `active`, in order: the platform's provisioning path. */
  path: readonly MailboxStatus[];
  /** A workspace / tenant exists per domain: its first mailbox is the admin, later ones add-ons. */
  tenant: boolean;
  /** Whether the mailbox gets a TOTP (2FA) secret; without one `secret` is empty. */
  totp: boolean;
  /** Reactivate and re-purchase for reactivation apply (Microsoft 365 licences). */
  reactivatable: boolean;
  /** Where mail clients and sequencers connect. */
  smtp: { host: string; port: number };
  imap: { host: string; port: number };
}

const SETUP_TAIL = [
  'configuring_dns',
  'waiting_for_dns_propagation',
  'configuring_dkim',
  'configuring_auth',
  'finalizing_setup',
  'active',
] as const satisfies readonly MailboxStatus[];

const MICROSOFT_PATH = [
  'pending',
  'processing',
  'waiting_for_activation_email',
  'activation_email_received',
  'configuring_workspace',
  ...SETUP_TAIL,
] as const satisfies readonly MailboxStatus[];

const OUTLOOK = {
  smtp: { host: 'smtp.office365.com', port: 587 },
  imap: { host: 'outlook.office365.com', port: 993 },
};

export const PLATFORM_PROFILES: Readonly<Record<KnownPlatform, PlatformProfile>> = {
  GOOGLE: {
    label: 'Google Workspace',
    path: ['pending', 'processing', 'configuring_workspace', ...SETUP_TAIL],
    tenant: true,
    totp: true,
    reactivatable: false,
    smtp: { host: 'smtp.gmail.com', port: 587 },
    imap: { host: 'imap.gmail.com', port: 993 },
  },
  MICROSOFT: {
    label: 'Microsoft 365',
    path: MICROSOFT_PATH,
    tenant: true,
    totp: true,
    reactivatable: true,
    ...OUTLOOK,
  },
  AZURE: {
    label: 'Microsoft Azure (Entra)',
    path: MICROSOFT_PATH,
    tenant: true,
    totp: true,
    reactivatable: true,
    ...OUTLOOK,
  },
  SMTP: {
    label: 'SMTP',
    path: [
      'pending',
      'processing',
      'configuring_dns',
      'waiting_for_dns_propagation',
      'finalizing_setup',
      'active',
    ],
    tenant: false,
    totp: false,
    reactivatable: false,
    // The sandbox's mail server; `mailEndpoints` answers the configured one (access.service.ts).
    smtp: SIM_SMTP_SERVER.smtp,
    imap: SIM_SMTP_SERVER.imap,
  },
};

/**
 * What an unknown platform gets: the shortest honest path (no workspace, DKIM or 2FA steps we
 * cannot know about), no reactivation, and the sandbox's mail host. Nothing throws on it.
 */
export const DEFAULT_PROFILE: PlatformProfile = {
  ...PLATFORM_PROFILES.SMTP,
  label: 'Other',
};

/** The profile of a platform value, known or not. */
export function platformProfile(platform: string): PlatformProfile {
  return Object.hasOwn(PLATFORM_PROFILES, platform)
    ? PLATFORM_PROFILES[platform as KnownPlatform]
    : DEFAULT_PROFILE;
}

/** What reactivation walks through (Microsoft 365 / Azure: the licence is restored, then checked). */
export const REACTIVATION_PATH: readonly MailboxStatus[] = [
  'processing',
  'finalizing_setup',
  'active',
];

/**
 * The status after `current` on a mailbox's way to `active`, or null when `current` is not on
 * that way (the mailbox moved off it: cancelled, failed ...).
 */
export function nextSetupStatus(
  platform: string,
  reactivation: boolean,
  current: MailboxStatus,
): MailboxStatus | null {
  if (current === 'scheduled') return 'pending';
  const path = reactivation ? REACTIVATION_PATH : platformProfile(platform).path;
  const at = path.indexOf(current);
  return at >= 0 && at < path.length - 1 ? (path[at + 1] as MailboxStatus) : null;
}

/** The mailbox hosts a purchase of these mailboxes needs to be real (`http/simulated.ts`). */
export function mailboxNeeds(mailboxes: ReadonlyArray<{ platform: string }>): ProviderNeed[] {
  return mailboxes.map((m) => ({ family: 'mailbox_host', platform: m.platform }));
}
