import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { AccountStore, hashPassword } from '../../mailstack/accounts.js';
import { dovecotKnows, smtpRecipientCode } from '../../mailstack/probe.js';
import { readStackSpec, stackPaths } from '../../mailstack/spec.js';
import type { AccountInput, MailboxHost, SmtpServerProfile } from '../mailbox-host.js';
import type { DnsLookup } from '../resolver.js';
import { fail, type ProviderFailure, type ProviderResult, succeed } from '../result.js';

/** What the stack's mail server publishes and where clients connect, from its stack.json. */
export function mailServerProfile(stackDir: string): SmtpServerProfile {
  const spec = readStackSpec(stackDir);
  return {
    mx: [[10, spec.hostname]],
    spf: spec.spf,
    smtp: spec.client.submission,
    imap: spec.client.imap,
  };
}

/** Lowercase `local@domain` that is safe in a lookup table and an SMTP command. */
const ADDRESS =
  /^[a-z0-9](?:[a-z0-9._+-]{0,62}[a-z0-9])?@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * The `SMTP` platform's mailboxes on the stack's Postfix + Dovecot (+ OpenDKIM), through its
 * accounts database, which the servers read at every lookup: a change is in force once it is
 * committed. It runs where the stack folder is (the mail host). Steps of other platforms'
 * paths (workspace, tenant activation, renewal charge) have nothing to do on a mail server.
 */
export function createMailServerHost(options: {
  stackDir: string;
  lookup: DnsLookup;
}): MailboxHost {
  const { stackDir, lookup } = options;
  let store: AccountStore | null = null;
  const accounts = () => {
    store ??= new AccountStore(stackPaths(stackDir).accounts);
    return store;
  };

  /** Refuses another platform, or a malformed address; null to go on. */
  const refusal = (input: AccountInput): ProviderFailure | null => {
    if (input.platform !== 'SMTP')
      return fail(
        'unsupported_platform',
        `The mail server hosts SMTP mailboxes, not ${input.platform}`,
      );
    if (!ADDRESS.test(input.email))
      return fail('invalid_address', `The mail server cannot host the address ${input.email}`);
    return null;
  };

  /** Runs `work` on the account (by id, else by address); `account_missing` when it has none. */
  /** The server's account for `input` (by its id, else its address), or why there is none. */
  const accountOf = (input: AccountInput) => {
    const refused = refusal(input);
    if (refused) return refused;
    const row = input.accountId
      ? accounts().findById(input.accountId)
      : accounts().find(input.email);
    return row ?? fail('account_missing', `The mail server has no account for ${input.email}`);
  };

  const withAccount = async (
    input: AccountInput,
    work: (accountId: string) => ProviderResult | Promise<ProviderResult>,
  ): Promise<ProviderResult> => {
    const row = accountOf(input);
    if ('ok' in row) return row;
    return guard(() => work(row.account_id));
  };

  const ok = () => succeed({});

  return {
    adapterFor: () => 'mailserver',
    async createAccount(input) {
      const refused = refusal(input);
      if (refused) return refused;
      return guard(async () => {
        const accountId = accounts().upsert({
          address: input.email,
          domain: input.domain,
          passwordHash: await hashPassword(input.password),
          appPasswordHash: input.appPassword ? await hashPassword(input.appPassword) : '',
          firstName: input.firstName,
          lastName: input.lastName,
        });
        return succeed({ accountId });
      });
    },

    setupWorkspace: async (input) => refusal(input) ?? ok(),
    checkActivationEmail: async (input) => refusal(input) ?? succeed({ received: true }),
    activateTenant: async (input) => refusal(input) ?? ok(),

    async configureDns(input) {
      const refused = refusal(input);
      if (refused) return refused;
      return guard(() => {
        accounts().setDkimKey(input.domain, input.dkim.selector, input.dkim.privateKeyPem);
        return ok();
      });
    },

    async checkDns(input) {
      const refused = refusal(input);
      if (refused) return refused;
      const { hostname } = readStackSpec(stackDir);
      try {
        const mx = await lookup.mxHosts(input.domain);
        return succeed({ visible: mx.includes(hostname.toLowerCase()) });
      } catch (error) {
        return fail(
          'resolver_unavailable',
          `The resolver did not answer (${(error as Error).message})`,
          true,
        );
      }
    },

    async enableDkim(input) {
      const refused = refusal(input);
      if (refused) return refused;
      return guard(() => {
        accounts().setDkimKey(input.domain, input.dkim.selector, input.dkim.privateKeyPem);
        return ok();
      });
    },

    configureAuth: (input) =>
      withAccount(input, async (id) =>
        changed(
          accounts().update(id, { app_password_hash: await hashPassword(input.appPassword) }),
        ),
      ),

    /** Both servers take the account: Dovecot resolves it, Postfix accepts mail for it. */
    finalize: (input) =>
      withAccount(input, async () => {
        const spec = readStackSpec(stackDir);
        if (!(await dovecotKnows(stackDir, input.email)))
          return fail('mail_check_failed', 'Dovecot does not know the account');
        const code = await smtpRecipientCode('127.0.0.1', spec.ports.smtp, input.email);
        if (code !== 250)
          return fail(
            'mail_check_failed',
            `Postfix refused mail for the account (${code})`,
            code < 500,
          );
        return ok();
      }),

    reactivateAccount: (input) =>
      withAccount(input, (id) => changed(accounts().update(id, { state: 'active' }))),

    async checkAccount(input) {
      const row = accountOf(input);
      if ('ok' in row) return row;
      // A cancelled account cannot sign in: to the check it is disabled.
      const state = row.state === 'active' || row.state === 'suspended' ? row.state : 'disabled';
      return succeed({ state });
    },

    updateAccount: (input) =>
      withAccount(input, async (id) => {
        const c = input.changes;
        if (c.email !== undefined && !ADDRESS.test(c.email))
          return fail('invalid_address', `The mail server cannot host the address ${c.email}`);
        if (c.profilePicture && !/^https?:\/\//.test(c.profilePicture))
          return fail('invalid_picture', 'The profile picture must be an http(s) URL');
        return changed(
          accounts().update(id, {
            ...(c.email !== undefined ? { address: c.email } : {}),
            ...(c.password !== undefined ? { password_hash: await hashPassword(c.password) } : {}),
            ...(c.firstName !== undefined ? { first_name: c.firstName } : {}),
            ...(c.lastName !== undefined ? { last_name: c.lastName } : {}),
            ...(c.signature !== undefined ? { signature: c.signature } : {}),
          }),
        );
      }),

    setForwarding: (input) =>
      withAccount(input, (id) => {
        const to = input.forwardTo.toLowerCase();
        if (!ADDRESS.test(to))
          return fail('forwarding_refused', `Mail cannot be forwarded to ${to}`);
        if (to === input.email)
          return fail('forwarding_refused', 'A mailbox cannot forward to itself');
        return changed(accounts().update(id, { forward_to: to }));
      }),

    async removeForwarding(input) {
      const refused = refusal(input);
      if (refused) return refused;
      return guard(() => {
        const row = input.accountId
          ? accounts().findById(input.accountId)
          : accounts().find(input.email);
        // Nothing to remove: no account, or it forwards elsewhere (a newer forwarding won).
        if (!row || row.forward_to !== input.forwardTo.toLowerCase()) return ok();
        return changed(accounts().update(row.account_id, { forward_to: '' }));
      });
    },

    cancelAccount: (input) =>
      withAccount(input, (id) => changed(accounts().update(id, { state: 'cancelled' }))),

    async deleteAccount(input) {
      if (input.platform !== 'SMTP') return refusal(input) as ProviderFailure;
      return guard(() => {
        const row = input.accountId
          ? accounts().findById(input.accountId)
          : accounts().find(input.email);
        if (!row) return ok();
        accounts().delete(row.account_id);
        rmSync(join(stackPaths(stackDir).mail, row.account_id), { recursive: true, force: true });
        return ok();
      });
    },
  };
}

/** An update that found no row: the account went away meanwhile. */
function changed(found: boolean): ProviderResult {
  return found ? succeed({}) : fail('account_missing', 'The mail server has no such account');
}

/**
 * Runs a store operation; a database that is locked or missing is a retryable failure (the
 * message never carries a password: none is ever in an error from here).
 */
async function guard<T extends object>(
  work: () => ProviderResult<T> | Promise<ProviderResult<T>>,
): Promise<ProviderResult<T>> {
  try {
    return await work();
  } catch (error) {
    const message = (error as Error).message;
    if (/UNIQUE constraint failed: accounts.address/.test(message))
      return fail('address_taken', 'Another account on the mail server has this address');
    return fail(
      'mail_server_unavailable',
      `The mail server could not be updated (${message.slice(0, 120)})`,
      true,
    );
  }
}
