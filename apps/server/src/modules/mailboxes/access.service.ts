import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/transaction.js';
import { conflict, invalidField, notFound } from '../../http/errors.js';
import { totp } from '../../lib/totp.js';
import type { MailAccount } from '../../providers/mail-network.js';
import { SIM_SMTP_SERVER } from '../../providers/simulator/index.js';
import {
  getDomainsByNames,
  MAX_MAILBOXES_PER_DOMAIN,
  normalizeDomainName,
} from '../domains/surface.js';
import { openCredentials } from './credentials.js';
import { platformProfile } from './mailbox.platforms.js';
import { emailOf } from './mailbox.present.js';
import { addressKeyOf } from './mailbox.transition.js';
import {
  findAddressHolder,
  findMailboxesAtAddress,
  findMailboxHoldingAddress,
} from './mailboxes.repository.js';
import { getMailbox } from './mailboxes.service.js';
import type { MailboxRow } from './mailboxes.table.js';
import { normalizeUsername, usernameProblem } from './usernames.js';

/**
 * Reading a mailbox's secrets and state: the credentials operation (the only answer that carries
 * them), TOTP codes, failure reasons, resetup status, address availability, and the credentials
 * a webhook delivery puts in its body.
 */

/** `username@domain`, normalised; a 400 naming `field` when it is not one well-formed address. */
function parseAddress(raw: string, field: string): { username: string; domainName: string } {
  const [rawUser, rawDomain, ...rest] = raw.trim().split('@');
  const username = normalizeUsername(rawUser ?? '');
  const problem = usernameProblem(username);
  const domainName = normalizeDomainName(rawDomain ?? '');
  if (problem || !domainName || rest.length > 0)
    throw invalidField(
      field,
      problem ? `local part ${problem}` : 'must be one address: username@domain',
    );
  return { username, domainName };
}

/**
 * The mailbox named by exactly one of `uid` and `email` (a 400 naming the field otherwise). By
 * address: the workspace's mailbox holding it, else the newest that had it (not deleted).
 */
async function getMailboxByUidOrEmail(
  db: Executor,
  workspaceId: string,
  which: { uid?: string; email?: string },
): Promise<MailboxRow> {
  if (which.uid !== undefined && which.email !== undefined)
    throw invalidField('email', 'cannot be sent with uid; send one of them');
  if (which.uid !== undefined) return getMailbox(db, workspaceId, which.uid);
  if (which.email === undefined) throw invalidField('uid', 'is required (or email)');
  const { username, domainName } = parseAddress(which.email, 'email');
  const [mailbox] = await findMailboxesAtAddress(db, workspaceId, domainName, username);
  if (!mailbox) throw notFound('Mailbox');
  return mailbox;
}

/**
 * The mailbox's credentials and connection settings, by uid or address. A deleted mailbox has
 * none left (404). This and webhook deliveries are the only places a credential leaves the
 * database.
 */
export async function showCredentials(
  ctx: AppContext,
  workspaceId: string,
  which: { uid?: string; email?: string },
) {
  const mailbox = await getMailboxByUidOrEmail(ctx.db, workspaceId, which);
  if (mailbox.status === 'deleted') throw notFound('Mailbox');
  const profile = mailEndpoints(ctx, mailbox.platform);
  const email = emailOf(mailbox);
  const credentials = openCredentials(ctx.secrets, mailbox);
  // Mail clients and sequencers sign in over SMTP and IMAP with the app password.
  const login = { username: email, password: credentials.app_password };
  return {
    mailbox,
    credentials,
    smtp: { host: profile.smtp.host, port: profile.smtp.port, ...login },
    imap: { host: profile.imap.host, port: profile.imap.port, ...login },
  };
}

/**
 * Where mail clients connect to a mailbox on `platform`. A mailbox on a real server (the SMTP
 * platform on the mail stack) names that server. A simulated one names the sandbox's SMTP
 * submission endpoint while this process runs it (its sign-in is the mailbox's address and app
 * password: docs/sandbox.md), and never the real providers' hosts, where a sandbox password
 * means nothing; its IMAP, which the sandbox does not serve, names the simulator's host under
 * `.example`, which resolves nowhere (as its SMTP does while the endpoint is off).
 */
export function mailEndpoints(
  ctx: AppContext,
  platform: string,
): { smtp: { host: string; port: number }; imap: { host: string; port: number } } {
  const { smtpServer, sandboxSubmission } = ctx.providers;
  if (ctx.providers.mailNetworkOf(platform) !== 'simulator')
    return platform === 'SMTP' ? smtpServer : platformProfile(platform);
  return { smtp: sandboxSubmission.endpoint ?? SIM_SMTP_SERVER.smtp, imap: SIM_SMTP_SERVER.imap };
}

/**
 * The simulated mailbox a client signs in to the sandbox's SMTP endpoint as: the active mailbox
 * holding the address, on a platform the simulated network serves, whose app password this is
 * (compared in constant time). Undefined otherwise, without saying which check failed.
 */
export async function signInToSandbox(
  ctx: AppContext,
  username: string,
  password: string,
): Promise<MailboxRow | undefined> {
  const [rawUser, rawDomain, ...rest] = username.trim().toLowerCase().split('@');
  if (!rawUser || !rawDomain || rest.length > 0) return undefined;
  const mailbox = await findMailboxHoldingAddress(
    ctx.db,
    normalizeDomainName(rawDomain),
    normalizeUsername(rawUser),
  );
  if (mailbox?.status !== 'active') return undefined;
  if (ctx.providers.mailNetworkOf(mailbox.platform) !== 'simulator') return undefined;
  const expected = createHash('sha256').update(openCredentials(ctx.secrets, mailbox).app_password);
  const given = createHash('sha256').update(password);
  return timingSafeEqual(expected.digest(), given.digest()) ? mailbox : undefined;
}

/** The current TOTP code of the mailbox's 2FA secret (RFC 6238: 6 digits, 30 seconds). */
export async function generateTotp(ctx: AppContext, workspaceId: string, uid: string) {
  const mailbox = await getMailbox(ctx.db, workspaceId, uid);
  if (mailbox.status === 'deleted') throw notFound('Mailbox');
  const { secret } = openCredentials(ctx.secrets, mailbox);
  if (secret === '')
    throw conflict(
      `${emailOf(mailbox)} has no 2FA secret (${mailbox.platform} mailboxes have none)`,
    );
  return { mailbox, ...totp(secret) };
}

/** Why a mailbox failed (or was suspended, disabled, ended): the step, a code and the reason. */
export async function getFailureReason(db: Executor, workspaceId: string, uid: string) {
  const mailbox = await getMailbox(db, workspaceId, uid);
  const failed = mailbox.status === 'failed';
  return {
    mailbox,
    failed_step: failed ? mailbox.previous_status : null,
    code: mailbox.failure_code,
    reason: mailbox.status_reason,
  };
}

/** Where a resetup stands for each mailbox. */
export async function getResetupStatus(db: Executor, workspaceId: string, uid: string) {
  return getMailbox(db, workspaceId, uid);
}

export type Unavailability = 'taken' | 'domain_not_active' | 'domain_full' | 'platform_mismatch';

/**
 * Whether `email` can be bought in the workspace (on `platform`, when given): its domain must be
 * an active domain of the workspace with room, on that platform (if it already has one), and the
 * address free. A malformed address is a 400 naming `email`; a domain not in the workspace a 404.
 */
export async function checkAvailability(
  db: Executor,
  workspaceId: string,
  input: { email: string; platform?: string },
): Promise<{ email: string; available: boolean; reason: Unavailability | null }> {
  const { username, domainName } = parseAddress(input.email, 'email');
  const [domain] = await getDomainsByNames(db, workspaceId, [domainName]);
  const email = `${username}@${domain?.name}`;
  if (!domain) throw notFound('Domain');
  const answer = (reason: Unavailability | null) => ({ email, available: reason === null, reason });
  if (await findAddressHolder(db, addressKeyOf({ domain_id: domain.id, username })))
    return answer('taken');
  if (domain.status !== 'active') return answer('domain_not_active');
  if (domain.mailbox_count >= MAX_MAILBOXES_PER_DOMAIN) return answer('domain_full');
  if (input.platform && domain.mail_platform && domain.mail_platform !== input.platform)
    return answer('platform_mismatch');
  return answer(null);
}

/**
 * How the mail network signs in as the mailbox: its address, platform and app password (what
 * mail clients and sequencers use on every platform). For the mail module only; never answered.
 */
export function mailAccountOf(
  ctx: AppContext,
  mailbox: Pick<MailboxRow, 'username' | 'domain_name' | 'platform' | 'app_password_sealed'>,
): MailAccount {
  return {
    email: emailOf(mailbox),
    platform: mailbox.platform,
    password: ctx.secrets.open(mailbox.app_password_sealed),
  };
}
