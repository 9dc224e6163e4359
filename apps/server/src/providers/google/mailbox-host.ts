import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { gmail_v1 } from 'googleapis/build/src/apis/gmail/v1.js';
import type { GoogleWorkspaceConfig } from '../../config/mail-hosts.js';
import type { DnsRecordSpec } from '../dns-host.js';
import type { AccountInput, MailboxHost } from '../mailbox-host.js';
import type { PictureFetch } from '../picture.js';
import { fail, type ProviderFailure, type ProviderResult, succeed } from '../result.js';
import { createGoogleApis, type GoogleApis, type GoogleApisOptions } from './api.js';
import { createWorkspaceTenants, refused } from './tenant.js';

/**
 * GOOGLE mailboxes on Google Workspace (docs/providers.md, "Google Workspace"): the tenant and
 * the domain's verification in `processing` and `configuring_workspace`, the user created once the
 * domain is verified, suspended on cancellation and deleted at the end; names, address, password
 * and photo through the Directory API, signature and forwarding through the Gmail settings API as
 * the user. What Google has no API for (DKIM, app passwords, 2-Step Verification) is left as a
 * step for a person, said in the mailbox's `status_reason`.
 */
export function createGoogleMailboxHost(
  config: GoogleWorkspaceConfig,
  options: { fetchPicture: PictureFetch; apis?: GoogleApis; http?: GoogleApisOptions },
): MailboxHost {
  const apis = options.apis ?? createGoogleApis(config, options.http);
  const tenants = createWorkspaceTenants(apis, config);
  const admin = config.adminEmail;
  const userKey = (input: AccountInput) => input.accountId ?? input.email;

  const refusal = (input: AccountInput): ProviderFailure | null =>
    input.platform === 'GOOGLE'
      ? null
      : fail(
          'unsupported_platform',
          `Google Workspace hosts GOOGLE mailboxes, not ${input.platform}`,
        );

  /** The user as the Directory API has it, or why not (`account_missing` once it is gone). */
  const user = async (input: AccountInput) => {
    const found = await apis.run('directory', admin, (d) =>
      d.users.get({ userKey: userKey(input) }),
    );
    if (found.ok) return succeed({ user: found.data });
    if (found.error.status === 404)
      return fail('account_missing', `Google Workspace has no user ${input.email}`);
    return refused(
      'host_unavailable',
      `Google Workspace could not look up ${input.email}`,
      found.error,
    );
  };

  const update = async (
    input: AccountInput,
    body: Record<string, unknown>,
    what: string,
    secrets: string[] = [],
  ) => {
    const done = await apis.run(
      'directory',
      admin,
      (d) => d.users.update({ userKey: userKey(input), requestBody: body }),
      secrets,
    );
    if (done.ok) return succeed({});
    if (done.error.status === 404)
      return fail('account_missing', `Google Workspace has no user ${input.email}`);
    return refused(
      'account_refused',
      `Google Workspace would not ${what} ${input.email}`,
      done.error,
    );
  };

  /** A Gmail settings call made as the mailbox's own user. */
  const asUser = <T>(input: AccountInput, work: (gmail: gmail_v1.Gmail) => Promise<{ data: T }>) =>
    apis.run('gmail', input.email, work);

  return {
    adapterFor: () => 'workspace',
    async createAccount(input) {
      const refused = refusal(input);
      if (refused) return refused;
      const tenant = await tenants.ensure(input.domain);
      if (!tenant.ok) return tenant;
      // The user is made once the domain is verified (configuring_workspace); until then the
      // address is its key in the Directory API.
      return succeed({ accountId: input.email, records: [txt('@', tenant.token)] });
    },

    async setupWorkspace(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const verified = await tenants.verify(input.domain);
      if (!verified.ok) return verified;
      if (!verified.seen)
        return succeed({
          waiting: `Google has not yet seen the verification record of ${input.domain}`,
        });
      const customer = await tenants.customerOf(input.domain);
      if (!customer.ok) return customer;
      const { account } = input;
      const name = { givenName: account.firstName, familyName: account.lastName };
      const secrets = [account.password];
      let id: string;
      const existing = await user({ ...input, accountId: null });
      if (existing.ok) {
        // Set up before (a resetup): it gets the mailbox's name and password again.
        const same = await update(
          input,
          { name, password: account.password, suspended: false },
          'update',
          secrets,
        );
        if (!same.ok) return same;
        id = existing.user.id ?? input.email;
      } else if (existing.error.code === 'account_missing') {
        // A reseller tenant's subscription makes room for the user first (Google refuses a user
        // past the seats).
        const room = await tenants.syncSeats(input.domain, 1);
        if (!room.ok) return room;
        const made = await apis.run(
          'directory',
          admin,
          (d) =>
            d.users.insert({
              requestBody: {
                primaryEmail: input.email,
                name,
                password: account.password,
                changePasswordAtNextLogin: false,
                ...(config.tenant === 'reseller'
                  ? { customerId: customer.customer ?? undefined }
                  : {}),
              },
            }),
          secrets,
        );
        if (!made.ok) {
          if (made.error.reason === 'conditionNotMet' || made.error.status === 412)
            return fail(
              'no_licences',
              `Google Workspace has no licence left for ${input.email}: ${made.error.message}`,
            );
          return refused(
            'account_refused',
            `Google Workspace would not create ${input.email}`,
            made.error,
          );
        }
        id = made.data.id ?? input.email;
      } else {
        return existing;
      }
      if (config.tenant === 'reseller' && account.isAdmin) {
        // The tenant's first mailbox administers the customer's own Workspace.
        const promoted = await apis.run('directory', admin, (d) =>
          d.users.makeAdmin({ userKey: id, requestBody: { status: true } }),
        );
        if (!promoted.ok)
          return refused(
            'account_refused',
            `Google Workspace would not make ${input.email} an administrator`,
            promoted.error,
          );
      }
      return succeed({ accountId: id });
    },

    checkActivationEmail: async (input) => refusal(input) ?? succeed({ received: true }),
    activateTenant: async (input) => refusal(input) ?? succeed({}),
    configureDns: async (input) => refusal(input) ?? succeed({}),

    /** Google has no look at a domain's MX: the domain verified in the tenant is what it needs. */
    async checkDns(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const customer = await tenants.customerOf(input.domain);
      if (!customer.ok) return customer;
      if (customer.customer === null) return succeed({ visible: false });
      const current = customer.customer;
      const domain = await apis.run('directory', admin, (d) =>
        d.domains.get({ customer: current, domainName: input.domain }),
      );
      if (domain.ok) return succeed({ visible: domain.data.verified === true });
      if (domain.error.status === 404) return succeed({ visible: false });
      return refused(
        'host_unavailable',
        `Google Workspace could not look up ${input.domain}`,
        domain.error,
      );
    },

    async enableDkim(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const key = await dkimRecord(config.dkimDir, input.domain);
      const console =
        'in the Google Admin console (Apps > Google Workspace > Gmail > Authenticate email)';
      if (key)
        return succeed({
          records: [txt('google._domainkey', key)],
          manualStep: `DKIM: Google's record google._domainkey is published for ${input.domain}; choose Start authentication for it ${console} (Google has no API for it).`,
        });
      return succeed({
        manualStep: `DKIM: Google has no API to turn DKIM on. The operator must generate a 2048-bit key with the selector google for ${input.domain} ${console}, save its TXT value as ${input.domain}.txt in MAILWRIGHT_GOOGLE_DKIM_DIR and set the mailbox up again (or publish google._domainkey by hand), then choose Start authentication. Until then Google signs with its default key.`,
      });
    },

    async configureAuth(input) {
      return (
        refusal(input) ??
        succeed({
          manualStep: `Sign-in: Google has no API for app passwords or 2-Step Verification. To use the app password, sign in to ${input.email} once with its password, turn on 2-Step Verification with the TOTP secret (Show mailbox credentials) and create the app password; or connect the mailbox by OAuth.`,
        })
      );
    },

    async finalize(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const found = await user(input);
      if (!found.ok) return found;
      if (found.user.suspended)
        return fail(
          'mail_check_failed',
          `Google Workspace suspended ${input.email}${found.user.suspensionReason ? ` (${found.user.suspensionReason})` : ''}`,
        );
      return succeed({});
    },

    reactivateAccount: async (input) =>
      refusal(input) ?? update(input, { suspended: false }, 'restore'),

    async checkAccount(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const found = await user(input);
      if (!found.ok) return found;
      return succeed({
        state: found.user.suspended ? ('suspended' as const) : ('active' as const),
      });
    },

    async updateAccount(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const c = input.changes;
      const body: Record<string, unknown> = {};
      if (c.firstName !== undefined || c.lastName !== undefined) {
        const found = await user(input);
        if (!found.ok) return found;
        body.name = {
          givenName: c.firstName ?? found.user.name?.givenName,
          familyName: c.lastName ?? found.user.name?.familyName,
        };
      }
      if (c.email !== undefined) body.primaryEmail = c.email;
      if (c.password !== undefined) body.password = c.password;
      if (Object.keys(body).length > 0) {
        const done = await update(input, body, 'update', c.password ? [c.password] : []);
        if (!done.ok) return done;
      }
      const email = c.email ?? input.email;
      if (c.profilePicture) {
        const picture = await options.fetchPicture(c.profilePicture);
        if (!picture.ok) return picture;
        const { bytes, mimeType } = picture;
        const set = await apis.run('directory', admin, (d) =>
          d.users.photos.update({
            userKey: userKey(input),
            requestBody: { photoData: bytes.toString('base64url'), mimeType },
          }),
        );
        if (!set.ok)
          return refused(
            'invalid_picture',
            `Google Workspace would not take the picture of ${email}`,
            set.error,
          );
      }
      if (c.signature !== undefined) {
        const set = await asUser({ ...input, email }, (g) =>
          g.users.settings.sendAs.patch({
            userId: 'me',
            sendAsEmail: email,
            requestBody: { signature: c.signature },
          }),
        );
        if (!set.ok)
          return refused(
            'signature_refused',
            `Gmail would not set the signature of ${email}`,
            set.error,
          );
      }
      return succeed({});
    },

    async setForwarding(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const to = input.forwardTo.toLowerCase();
      const added = await asUser(input, (g) =>
        g.users.settings.forwardingAddresses.create({
          userId: 'me',
          requestBody: { forwardingEmail: to },
        }),
      );
      let status = added.ok ? added.data.verificationStatus : null;
      if (!added.ok && added.error.status === 409) {
        const found = await asUser(input, (g) =>
          g.users.settings.forwardingAddresses.get({ userId: 'me', forwardingEmail: to }),
        );
        if (!found.ok)
          return refused(
            'forwarding_refused',
            `Gmail could not read the forwarding address ${to}`,
            found.error,
          );
        status = found.data.verificationStatus;
      } else if (!added.ok) {
        return refused(
          'forwarding_refused',
          `Gmail would not forward ${input.email} to ${to}`,
          added.error,
        );
      }
      if (status !== 'accepted')
        return fail(
          'forwarding_unconfirmed',
          `Google sent ${to} a confirmation request; forwarding starts once it is confirmed`,
          true,
        );
      const on = await asUser(input, (g) =>
        g.users.settings.updateAutoForwarding({
          userId: 'me',
          requestBody: { enabled: true, emailAddress: to, disposition: 'leaveInInbox' },
        }),
      );
      return on.ok
        ? succeed({})
        : refused(
            'forwarding_refused',
            `Gmail would not forward ${input.email} to ${to}`,
            on.error,
          );
    },

    async removeForwarding(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const to = input.forwardTo.toLowerCase();
      const now = await asUser(input, (g) => g.users.settings.getAutoForwarding({ userId: 'me' }));
      // No user to act as (Google refuses the token: it is gone): nothing forwards.
      if (!now.ok && (now.error.reason === 'invalid_grant' || now.error.status === 404))
        return succeed({});
      if (!now.ok)
        return refused(
          'forwarding_refused',
          `Gmail could not read the forwarding of ${input.email}`,
          now.error,
        );
      if (now.data.enabled && now.data.emailAddress?.toLowerCase() === to) {
        const off = await asUser(input, (g) =>
          g.users.settings.updateAutoForwarding({ userId: 'me', requestBody: { enabled: false } }),
        );
        if (!off.ok)
          return refused(
            'forwarding_refused',
            `Gmail would not stop forwarding ${input.email}`,
            off.error,
          );
        const gone = await asUser(input, (g) =>
          g.users.settings.forwardingAddresses.delete({ userId: 'me', forwardingEmail: to }),
        );
        if (!gone.ok && gone.error.status !== 404)
          return refused(
            'forwarding_refused',
            `Gmail would not remove the forwarding address ${to}`,
            gone.error,
          );
      }
      return succeed({});
    },

    /** The subscription ends: the user is suspended (its mail and data are kept). */
    cancelAccount: async (input) => refusal(input) ?? update(input, { suspended: true }, 'suspend'),

    async deleteAccount(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const gone = await apis.run('directory', admin, (d) =>
        d.users.delete({ userKey: userKey(input) }),
      );
      if (!gone.ok && gone.error.status !== 404)
        return refused(
          'account_refused',
          `Google Workspace would not delete ${input.email}`,
          gone.error,
        );
      return tenants.syncSeats(input.domain) as Promise<ProviderResult>;
    },
  };
}

function txt(host: string, value: string): DnsRecordSpec {
  return { host, type: 'TXT', value, ttl: 3600, priority: null };
}

/** The DKIM TXT value the operator saved from the Admin console (quotes and breaks taken out). */
async function dkimRecord(dir: string | null, domain: string): Promise<string | null> {
  if (!dir || !/^[a-z0-9.-]+$/.test(domain)) return null;
  try {
    const raw = await readFile(join(dir, `${domain}.txt`), 'utf8');
    const value = raw
      .replace(/"\s*"/g, '')
      .replace(/["\r\n\t]/g, '')
      .split(';')
      .map((part) => part.trim())
      .join('; ')
      .trim();
    return /^v=DKIM1;/i.test(value) && /p=[A-Za-z0-9+/=]{100,}/.test(value) ? value : null;
  } catch {
    return null;
  }
}
