import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ApiError, conflict, invalidField } from '../../http/errors.js';
import { checkHttpUrl } from '../../http/url-field.js';
import { isoNow } from '../../lib/time.js';
import type { ProviderFailure, ProviderResult } from '../../providers/result.js';
import { newPassword, openCredentials, sealCredentials } from './credentials.js';
import { accountOf } from './job-support.js';
import type { MailboxStatus } from './mailbox.lifecycle.js';
import { addressKeyOf } from './mailbox.transition.js';
import {
  findMailboxById,
  type MailboxAddress,
  type MailboxFieldChanges,
  moveMailboxAddress,
  updateMailboxFields,
} from './mailboxes.repository.js';
import { getMailbox, getMailboxesByUids, requireStatuses } from './mailboxes.service.js';
import type { MailboxRow } from './mailboxes.table.js';
import { normalizeUsername, usernameProblem } from './usernames.js';

/**
 * Changes to a mailbox's account that are not status moves: names, username, password, profile
 * picture, signature. Each is made at the host while the caller waits (a 503 when the host fails
 * in a way a retry may fix), then stored. They send no event: events report status changes, and
 * the next one carries the new values (credentials are read at send time anyway).
 */

/** Statuses in which the account exists at the host and can be changed. */
const CHANGEABLE: readonly MailboxStatus[] = ['active', 'inactive', 'suspended'];

/** The answer to a host that failed: a 503 when a retry may fix it, else a 400 naming `field`. */
function hostFailure(error: ProviderFailure['error'], field: string): ApiError {
  if (error.retryable)
    return new ApiError(
      'SERVICE_UNAVAILABLE',
      `The mailbox host is unavailable (${error.message}); try again shortly`,
    );
  return invalidField(field, `was refused by the mailbox host: ${error.message}`);
}

/** Applies `changes` at the host (through `call`) and then in the database, in that order. */
async function changeAccount(
  ctx: AppContext,
  mailbox: MailboxRow,
  call: () => Promise<ProviderResult>,
  changes: MailboxFieldChanges,
  field: string,
): Promise<MailboxRow> {
  const result = await call();
  if (!result.ok) throw hostFailure(result.error, field);
  await updateMailboxFields(ctx.db, mailbox.id, { ...changes, updated_at: isoNow() });
  return (await findMailboxById(ctx.db, mailbox.id)) as MailboxRow;
}

/**
 * Update mailbox: the person's first and/or last name, and with `user_name` the address's local
 * part (the real service's rename, run exactly as Change username). `username`, which clients
 * send too, is the same rename; sent with `user_name`, the two must agree (a 400 naming both). At
 * least one change is needed. The rename goes first: it is the one that can be refused (address
 * taken), and it puts itself back.
 */
export async function updateMailbox(
  ctx: AppContext,
  workspaceId: string,
  input: {
    uid: string;
    first_name?: string;
    last_name?: string;
    user_name?: string;
    username?: string;
  },
): Promise<MailboxRow> {
  const { user_name, username, ...names } = input;
  if (
    user_name !== undefined &&
    username !== undefined &&
    normalizeUsername(user_name) !== normalizeUsername(username)
  ) {
    const message = 'and username name two different new usernames; send one';
    throw new ApiError('VALIDATION_FAILED', `user_name ${message}`, [
      { field: 'user_name', message: `differs from username (${username.trim()})` },
      { field: 'username', message: `differs from user_name (${user_name.trim()})` },
    ]);
  }
  const rename = user_name ?? username;
  if (rename === undefined) return updateMailboxNames(ctx, workspaceId, names);
  const renamed = await changeUsername(
    ctx,
    workspaceId,
    { uid: input.uid, new_username: rename },
    user_name !== undefined ? 'user_name' : 'username',
  );
  if (names.first_name === undefined && names.last_name === undefined) return renamed;
  return updateMailboxNames(ctx, workspaceId, names);
}

/** Renames the person: first and/or last name (at least one). */
async function updateMailboxNames(
  ctx: AppContext,
  workspaceId: string,
  input: { uid: string; first_name?: string; last_name?: string },
): Promise<MailboxRow> {
  if (input.first_name === undefined && input.last_name === undefined)
    throw invalidField('first_name', 'last_name, user_name or username must be given');
  const mailbox = await getMailbox(ctx.db, workspaceId, input.uid);
  requireStatuses([mailbox], CHANGEABLE, 'update it', 'uid');
  const changes = {
    ...(input.first_name !== undefined ? { first_name: input.first_name.trim() } : {}),
    ...(input.last_name !== undefined ? { last_name: input.last_name.trim() } : {}),
  };
  return changeAccount(
    ctx,
    mailbox,
    () =>
      ctx.providers.mailboxHost.updateAccount({
        ...accountOf(mailbox),
        changes: { firstName: changes.first_name, lastName: changes.last_name },
      }),
    changes,
    'first_name',
  );
}

/**
 * Changes the local part. The new address must be free on the domain (a 409 naming it). The
 * address key is taken before the host is asked, so of two renames racing to one address only one
 * reaches the host; if the host refuses (or cannot be reached), the old address is put back.
 */
export async function changeUsername(
  ctx: AppContext,
  workspaceId: string,
  input: { uid: string; new_username: string },
  field = 'new_username',
): Promise<MailboxRow> {
  const username = normalizeUsername(input.new_username);
  const problem = usernameProblem(username);
  if (problem) throw invalidField(field, problem);
  const mailbox = await getMailbox(ctx.db, workspaceId, input.uid);
  requireStatuses([mailbox], CHANGEABLE, 'change its username', 'uid');
  if (username === mailbox.username) return mailbox;
  const email = `${username}@${mailbox.domain_name}`;
  const before: MailboxAddress = {
    username: mailbox.username,
    address_key: mailbox.address_key,
    updated_at: mailbox.updated_at,
  };
  const after: MailboxAddress = {
    username,
    address_key: addressKeyOf({ domain_id: mailbox.domain_id, username }),
    updated_at: isoNow(),
  };
  try {
    if (!(await moveMailboxAddress(ctx.db, mailbox.id, before, after)))
      throw conflict('The mailbox was changed by another request; try again');
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Mailbox ${email} already exists`);
    throw error;
  }
  // Puts the old address back. Should another mailbox have taken it meanwhile (bought in these
  // few moments), that unique violation is the caller's error: the host still has the old one.
  const undo = () => moveMailboxAddress(ctx.db, mailbox.id, after, before);
  let result: ProviderResult;
  try {
    result = await ctx.providers.mailboxHost.updateAccount({
      ...accountOf(mailbox),
      changes: { email },
    });
  } catch (error) {
    await undo();
    throw error;
  }
  if (!result.ok) {
    await undo();
    throw hostFailure(result.error, field);
  }
  return (await findMailboxById(ctx.db, mailbox.id)) as MailboxRow;
}

/** Password rules for a password the customer chooses: 12 to 128 characters, three classes. */
function passwordProblem(password: string): string | null {
  if (password.length < 12) return 'must be at least 12 characters';
  if (password.length > 128) return 'must be at most 128 characters';
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) =>
    r.test(password),
  ).length;
  if (classes < 3) return 'must mix at least three of: lowercase, uppercase, digits, symbols';
  return null;
}

/**
 * Sets a new password: the one given (checked, never echoed) or a generated one. Show
 * credentials returns it; pending webhook deliveries carry it from now on.
 */
export async function changePassword(
  ctx: AppContext,
  workspaceId: string,
  input: { uid: string; new_password?: string },
): Promise<MailboxRow> {
  if (input.new_password !== undefined) {
    const problem = passwordProblem(input.new_password);
    if (problem) throw invalidField('new_password', problem);
  }
  const mailbox = await getMailbox(ctx.db, workspaceId, input.uid);
  requireStatuses([mailbox], CHANGEABLE, 'change its password', 'uid');
  const password = input.new_password ?? newPassword();
  const current = openCredentials(ctx.secrets, mailbox);
  const sealed = sealCredentials(ctx.secrets, { ...current, password });
  return changeAccount(
    ctx,
    mailbox,
    () => ctx.providers.mailboxHost.updateAccount({ ...accountOf(mailbox), changes: { password } }),
    { password_sealed: sealed.password_sealed },
    'new_password',
  );
}

/** Sets (or with an empty string removes) the profile picture: an http(s) URL. */
export async function updateProfilePicture(
  ctx: AppContext,
  workspaceId: string,
  input: { uid: string; profile_picture: string },
): Promise<MailboxRow> {
  const picture = checkHttpUrl(input.profile_picture, 'profile_picture');
  const mailbox = await getMailbox(ctx.db, workspaceId, input.uid);
  requireStatuses([mailbox], CHANGEABLE, 'change its profile picture', 'uid');
  return changeAccount(
    ctx,
    mailbox,
    () =>
      ctx.providers.mailboxHost.updateAccount({
        ...accountOf(mailbox),
        changes: { profilePicture: picture },
      }),
    { profile_picture: picture },
    'profile_picture',
  );
}

/** Sets the signature of each mailbox (an empty one deletes it). */
export async function setSignatures(
  ctx: AppContext,
  workspaceId: string,
  input: { uids: readonly string[]; signature: string },
): Promise<MailboxRow[]> {
  const mailboxes = await getMailboxesByUids(ctx.db, workspaceId, input.uids);
  requireStatuses(mailboxes, CHANGEABLE, 'change its signature');
  const out: MailboxRow[] = [];
  for (const mailbox of mailboxes) {
    out.push(
      await changeAccount(
        ctx,
        mailbox,
        () =>
          ctx.providers.mailboxHost.updateAccount({
            ...accountOf(mailbox),
            changes: { signature: input.signature },
          }),
        { signature: input.signature },
        'signature',
      ),
    );
  }
  return out;
}
