import type { Client } from '@microsoft/microsoft-graph-client';
import type { GraphConfig } from '../../config/mail-hosts.js';
import type { AccountInput, MailboxHost } from '../mailbox-host.js';
import type { PictureFetch } from '../picture.js';
import { fail, type ProviderFailure, type ProviderResult, succeed } from '../result.js';
import { type ExchangeRequest, runExchangeCommand } from './exchange-command.js';
import { createGraph, type Graph, type GraphOptions } from './graph.js';
import {
  FORWARDING_RULE,
  type GraphDnsRecord,
  type GraphDomain,
  type GraphSku,
  type GraphUser,
  type MessageRule,
  names,
  passwordProfile,
  record,
  refused,
} from './graph-shapes.js';

/**
 * MICROSOFT (or AZURE: the same adapter with its own settings) mailboxes in the operator's
 * Microsoft 365 tenant through Microsoft Graph (docs/providers.md, "Microsoft 365"): the domain
 * added in `processing` with its verification record published, verified while the mailbox
 * waits for "the activation email", its service records (autodiscover) published once verified,
 * the user created and licensed from the subscribed SKUs in `configuring_workspace`, DKIM CNAMEs
 * published in `configuring_dkim`; sign-in blocked and the licence taken back on cancellation,
 * the user deleted (and purged) at the end. What Graph has no call for (DKIM signing, SMTP AUTH,
 * signatures) goes to the operator's Exchange command, or is left as a step for a person.
 */
export function createGraphMailboxHost(
  platform: 'MICROSOFT' | 'AZURE',
  config: GraphConfig,
  options: { fetchPicture: PictureFetch; graph?: Graph; http?: GraphOptions },
): MailboxHost {
  const graph = options.graph ?? createGraph(config, options.http);
  const { run } = graph;
  const at = (path: string, ...ids: string[]) =>
    ids.reduce((p, id) => p.replace('{}', encodeURIComponent(id)), path);
  const userKey = (input: AccountInput) => input.accountId ?? input.email;

  /**
   * One Graph call of a step: its data, or the step's failure (what failed, then Microsoft's
   * words, through `refused`). A 404 is `missing` when given; `'done'` for a removal whose
   * object is already gone (its answer, never read, is then undefined).
   */
  const call = async <T>(
    work: (c: Client) => Promise<T>,
    code: string,
    what: string,
    options: { missing?: ProviderFailure | 'done'; secrets?: readonly string[] } = {},
  ): Promise<ProviderResult<{ data: T }>> => {
    const answer = await run<T>(work, options.secrets);
    if (answer.ok) return succeed({ data: answer.data });
    const { missing } = options;
    if (answer.error.status !== 404 || !missing) return refused(code, what, answer.error);
    return missing === 'done' ? succeed({ data: undefined as T }) : missing;
  };
  const noUser = (input: AccountInput) =>
    fail('account_missing', `Microsoft 365 has no user ${input.email}`);

  const refusal = (input: AccountInput): ProviderFailure | null =>
    input.platform === platform
      ? null
      : fail(
          'unsupported_platform',
          `This Microsoft 365 tenant hosts ${platform} mailboxes, not ${input.platform}`,
        );

  /** The operator's Exchange command does it, or it is left to a person (`manualStep`). */
  const exchange = async (
    request: ExchangeRequest,
    manual: string,
  ): Promise<ProviderResult<{ manualStep?: string }>> =>
    config.exchangeCommand
      ? runExchangeCommand(config.exchangeCommand, request)
      : succeed({ manualStep: manual });

  /** The domain as Graph has it, or null when the tenant does not have it. */
  const domainOf = async (domain: string) => {
    const found = await run<GraphDomain>((c) => c.api(at('/domains/{}', domain)).get());
    if (found.ok) return succeed({ domain: found.data as GraphDomain | null });
    if (found.error.status === 404) return succeed({ domain: null });
    return refused('host_unavailable', `Microsoft 365 could not look up ${domain}`, found.error);
  };

  const userOf = async (input: AccountInput) => {
    const found = await call<GraphUser>(
      (c) =>
        c
          .api(at('/users/{}', userKey(input)))
          .select('id,accountEnabled,assignedLicenses,userPrincipalName')
          .get(),
      'host_unavailable',
      `Microsoft 365 could not look up ${input.email}`,
      { missing: noUser(input) },
    );
    return found.ok ? succeed({ user: found.data }) : found;
  };

  /** Gives the user the configured licence when it lacks it; `no_licences` when none is free. */
  const license = async (input: AccountInput, user: GraphUser): Promise<ProviderResult> => {
    const skus = await call<{ value: GraphSku[] }>(
      (c) => c.api('/subscribedSkus').get(),
      'host_unavailable',
      'Microsoft 365 could not list its licences',
    );
    if (!skus.ok) return skus;
    const sku = skus.data.value.find(
      (s) => s.skuPartNumber === config.sku && s.capabilityStatus === 'Enabled',
    );
    if (!sku)
      return fail(
        'no_licences',
        `The Microsoft 365 tenant has no active ${config.sku} subscription; the operator must buy one`,
      );
    if (user.assignedLicenses?.some((l) => l.skuId === sku.skuId)) return succeed({});
    const free = (sku.prepaidUnits?.enabled ?? 0) - (sku.consumedUnits ?? 0);
    if (free <= 0)
      return fail(
        'no_licences',
        `Every ${config.sku} licence of the Microsoft 365 tenant is in use (${sku.consumedUnits} of ${sku.prepaidUnits?.enabled ?? 0}); the operator must buy more`,
      );
    return call(
      (c) =>
        c
          .api(at('/users/{}/assignLicense', user.id))
          .post({ addLicenses: [{ disabledPlans: [], skuId: sku.skuId }], removeLicenses: [] }),
      'license_refused',
      `Microsoft 365 would not license ${input.email}`,
    );
  };

  const patchUser = (
    input: AccountInput,
    body: Record<string, unknown>,
    what: string,
    secrets: string[] = [],
  ): Promise<ProviderResult> =>
    call(
      (c) => c.api(at('/users/{}', userKey(input))).patch(body),
      'account_refused',
      `Microsoft 365 would not ${what} ${input.email}`,
      { missing: noUser(input), secrets },
    );

  /** The mailbox's inbox rules (where this service keeps its forwarding rule). */
  const forwardingRules = (input: AccountInput, missing?: ProviderFailure | 'done') =>
    call<{ value: MessageRule[] }>(
      (c) => c.api(at('/users/{}/mailFolders/inbox/messageRules', userKey(input))).get(),
      'forwarding_refused',
      `Microsoft 365 could not read the inbox rules of ${input.email}`,
      missing ? { missing } : {},
    );

  return {
    adapterFor: () => 'graph',
    async createAccount(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const known = await domainOf(input.domain);
      if (!known.ok) return known;
      let domain = known.domain;
      if (!domain) {
        const added = await call<GraphDomain>(
          (c) => c.api('/domains').post({ id: input.domain }),
          'domain_refused',
          `Microsoft 365 would not add ${input.domain}`,
        );
        if (!added.ok) return added;
        domain = added.data;
      }
      // The user is made once the domain is verified (configuring_workspace): Graph refuses a
      // user on an unverified domain. Until then the address is its key.
      if (domain.isVerified) return succeed({ accountId: input.email });
      const records = await call<{ value: GraphDnsRecord[] }>(
        (c) => c.api(at('/domains/{}/verificationDnsRecords', input.domain)).get(),
        'domain_refused',
        `Microsoft 365 would not give the verification record of ${input.domain}`,
      );
      if (!records.ok) return records;
      const token = records.data.value.find((r) => r.recordType === 'Txt' && r.text);
      if (!token?.text)
        return fail(
          'domain_refused',
          `Microsoft 365 gave no TXT verification record for ${input.domain}`,
        );
      return succeed({
        accountId: input.email,
        records: [record(input.domain, { ...token, label: input.domain })],
      });
    },

    /** The tenant "activates" once Microsoft has verified the domain's TXT record. */
    async checkActivationEmail(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const known = await domainOf(input.domain);
      if (!known.ok) return known;
      if (!known.domain)
        return fail('domain_refused', `Microsoft 365 no longer has ${input.domain}`);
      if (known.domain.isVerified) return succeed({ received: true });
      const verified = await run<GraphDomain>((c) =>
        c.api(at('/domains/{}/verify', input.domain)).post({}),
      );
      if (verified.ok) return succeed({ received: verified.data.isVerified === true });
      // Microsoft's answer while it does not see the TXT record yet: 400.
      if (verified.error.status === 400) return succeed({ received: false });
      return refused(
        'domain_not_verified',
        `Microsoft 365 could not verify ${input.domain}`,
        verified.error,
      );
    },

    async activateTenant(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const known = await domainOf(input.domain);
      if (!known.ok) return known;
      if (!known.domain?.supportedServices?.includes('Email')) {
        const services = [...(known.domain?.supportedServices ?? []), 'Email'];
        const set = await call(
          (c) => c.api(at('/domains/{}', input.domain)).patch({ supportedServices: services }),
          'domain_refused',
          `Microsoft 365 would not turn on email for ${input.domain}`,
        );
        if (!set.ok) return set;
      }
      const records = await call<{ value: GraphDnsRecord[] }>(
        (c) => c.api(at('/domains/{}/serviceConfigurationRecords', input.domain)).get(),
        'host_unavailable',
        `Microsoft 365 would not give the service records of ${input.domain}`,
      );
      if (!records.ok) return records;
      // MX and SPF are the domain's own managed records (the same values); the rest is published here.
      const rest = records.data.value.filter(
        (r) => r.recordType === 'CName' && r.supportedService === 'Email',
      );
      return succeed({ records: rest.map((r) => record(input.domain, r)) });
    },

    async setupWorkspace(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const { account } = input;
      const secrets = [account.password];
      let user: GraphUser;
      const existing = await userOf({ ...input, accountId: input.email });
      if (existing.ok) {
        // Set up before (a resetup): it gets the mailbox's name and password again.
        const same = await patchUser(
          input,
          {
            ...names(account),
            accountEnabled: true,
            passwordProfile: passwordProfile(account.password),
          },
          'update',
          secrets,
        );
        if (!same.ok) return same;
        user = existing.user;
      } else if (existing.error.code === 'account_missing') {
        const made = await call<GraphUser>(
          (c) =>
            c.api('/users').post({
              accountEnabled: true,
              ...names(account),
              mailNickname: input.email.split('@')[0],
              userPrincipalName: input.email,
              usageLocation: config.usageLocation,
              passwordProfile: passwordProfile(account.password),
            }),
          'account_refused',
          `Microsoft 365 would not create ${input.email}`,
          { secrets },
        );
        if (!made.ok) return made;
        user = made.data;
      } else {
        return existing;
      }
      const licensed = await license(input, user);
      if (!licensed.ok) return licensed;
      return succeed({ accountId: user.id });
    },

    configureDns: async (input) => refusal(input) ?? succeed({}),

    async checkDns(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const known = await domainOf(input.domain);
      if (!known.ok) return known;
      return succeed({
        visible:
          known.domain?.isVerified === true &&
          (known.domain.supportedServices ?? []).includes('Email'),
      });
    },

    async enableDkim(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const domains = await call<{ value: GraphDomain[] }>(
        (c) => c.api('/domains').get(),
        'host_unavailable',
        'Microsoft 365 could not list its domains',
      );
      if (!domains.ok) return domains;
      const initial = domains.data.value.find((d) => d.isInitial)?.id;
      if (!initial)
        return fail(
          'dkim_failed',
          'The Microsoft 365 tenant has no initial (onmicrosoft.com) domain',
        );
      const dashed = input.domain.replace(/\./g, '-');
      const records = [1, 2].map((n) => ({
        host: `selector${n}._domainkey`,
        type: 'CNAME' as const,
        value: `selector${n}-${dashed}._domainkey.${initial}`,
        ttl: 3600,
        priority: null,
      }));
      const signing = await exchange(
        { action: 'dkim', mailbox: input.email, domain: input.domain },
        `DKIM: Microsoft Graph cannot turn DKIM signing on. Once selector1._domainkey and selector2._domainkey resolve, run New-DkimSigningConfig -DomainName ${input.domain} -Enabled $true in Exchange Online PowerShell (or turn it on in the Defender portal).`,
      );
      if (!signing.ok) return signing;
      return succeed({
        records,
        ...(signing.manualStep ? { manualStep: signing.manualStep } : {}),
      });
    },

    async configureAuth(input) {
      return (
        refusal(input) ??
        exchange(
          { action: 'smtp_auth', mailbox: input.email, domain: input.domain },
          `SMTP AUTH: Microsoft Graph cannot turn SMTP AUTH on for one mailbox. Run Set-CASMailbox -Identity ${input.email} -SmtpClientAuthenticationDisabled $false in Exchange Online PowerShell (a conditional access policy that blocks legacy authentication still wins). Microsoft has no API for app passwords or authenticator enrolment either: the mailbox signs in with its password.`,
        )
      );
    },

    async finalize(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const found = await userOf(input);
      if (!found.ok) return found;
      if (!found.user.accountEnabled)
        return fail('mail_check_failed', `Sign-in is blocked for ${input.email}`);
      if (!found.user.assignedLicenses?.length)
        return fail('mail_check_failed', `${input.email} has no Microsoft 365 licence`);
      return succeed({});
    },

    async reactivateAccount(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const found = await userOf(input);
      if (!found.ok) return found;
      const licensed = await license(input, found.user);
      if (!licensed.ok) return licensed;
      return patchUser(input, { accountEnabled: true }, 'restore');
    },

    async checkAccount(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const found = await userOf(input);
      if (!found.ok) return found;
      const state = !found.user.accountEnabled
        ? 'disabled'
        : found.user.assignedLicenses?.length
          ? 'active'
          : 'suspended';
      return succeed({ state: state as 'active' | 'suspended' | 'disabled' });
    },

    async updateAccount(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const c = input.changes;
      const body: Record<string, unknown> = {};
      if (c.firstName !== undefined) body.givenName = c.firstName;
      if (c.lastName !== undefined) body.surname = c.lastName;
      if (c.firstName !== undefined || c.lastName !== undefined) {
        const found = await call<{ givenName?: string; surname?: string }>(
          (g) =>
            g
              .api(at('/users/{}', userKey(input)))
              .select('givenName,surname')
              .get(),
          'account_refused',
          `Microsoft 365 could not look up ${input.email}`,
        );
        if (!found.ok) return found;
        body.displayName =
          `${c.firstName ?? found.data.givenName ?? ''} ${c.lastName ?? found.data.surname ?? ''}`.trim();
      }
      if (c.email !== undefined) {
        body.userPrincipalName = c.email;
        body.mailNickname = c.email.split('@')[0];
      }
      if (c.password !== undefined) body.passwordProfile = passwordProfile(c.password);
      if (Object.keys(body).length > 0) {
        const done = await patchUser(input, body, 'update', c.password ? [c.password] : []);
        if (!done.ok) return done;
      }
      if (c.profilePicture) {
        const picture = await options.fetchPicture(c.profilePicture);
        if (!picture.ok) return picture;
        const { bytes, mimeType } = picture;
        const set = await call(
          (g) =>
            g
              .api(at('/users/{}/photo/$value', userKey(input)))
              .header('Content-Type', mimeType)
              .put(bytes),
          'invalid_picture',
          `Microsoft 365 would not take the picture of ${input.email}`,
        );
        if (!set.ok) return set;
      }
      if (c.signature !== undefined) {
        const email = c.email ?? input.email;
        if (!config.exchangeCommand)
          return fail(
            'signature_unsupported',
            'Microsoft Graph has no call for Outlook signatures: the operator can set them through its Exchange command (docs/providers.md)',
          );
        const set = await runExchangeCommand(config.exchangeCommand, {
          action: 'signature',
          mailbox: email,
          domain: input.domain,
          signature_html: c.signature,
        });
        if (!set.ok) return set;
      }
      return succeed({});
    },

    async setForwarding(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const to = input.forwardTo.toLowerCase();
      if (to === input.email)
        return fail('forwarding_refused', 'A mailbox cannot forward to itself');
      const rules = await forwardingRules(input);
      if (!rules.ok) return rules;
      const ours = rules.data.value.find((r) => r.displayName === FORWARDING_RULE);
      const rule = {
        displayName: FORWARDING_RULE,
        sequence: 1,
        isEnabled: true,
        actions: { redirectTo: [{ emailAddress: { address: to } }], stopProcessingRules: false },
      };
      const path = '/users/{}/mailFolders/inbox/messageRules';
      return call(
        (g) =>
          ours
            ? g.api(`${at(path, userKey(input))}/${encodeURIComponent(ours.id)}`).patch(rule)
            : g.api(at(path, userKey(input))).post(rule),
        'forwarding_refused',
        `Microsoft 365 would not forward ${input.email} to ${to}`,
      );
    },

    async removeForwarding(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const to = input.forwardTo.toLowerCase();
      // No mailbox (gone with its user): nothing forwards.
      const rules = await forwardingRules(input, 'done');
      if (!rules.ok) return rules;
      const ours = rules.data?.value.find(
        (r) =>
          r.displayName === FORWARDING_RULE &&
          r.actions?.redirectTo?.some((a) => a.emailAddress?.address?.toLowerCase() === to),
      );
      if (!ours) return succeed({});
      return call(
        (g) =>
          g
            .api(
              `${at('/users/{}/mailFolders/inbox/messageRules', userKey(input))}/${encodeURIComponent(ours.id)}`,
            )
            .delete(),
        'forwarding_refused',
        `Microsoft 365 would not stop forwarding ${input.email}`,
        { missing: 'done' },
      );
    },

    /** The subscription ends: sign-in blocked and the licence given back (the mailbox is kept). */
    async cancelAccount(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const blocked = await patchUser(input, { accountEnabled: false }, 'block sign-in for');
      if (!blocked.ok) return blocked;
      const found = await userOf(input);
      if (!found.ok) return found;
      const skuIds = (found.user.assignedLicenses ?? []).map((l) => l.skuId);
      if (skuIds.length === 0) return succeed({});
      return call(
        (c) =>
          c
            .api(at('/users/{}/assignLicense', found.user.id))
            .post({ addLicenses: [], removeLicenses: skuIds }),
        'license_refused',
        `Microsoft 365 would not take the licence of ${input.email} back`,
      );
    },

    /** Deleted, then purged from the tenant's deleted items (its data goes with it). */
    async deleteAccount(input) {
      const refused_ = refusal(input);
      if (refused_) return refused_;
      const found = await userOf(input);
      if (!found.ok && found.error.code !== 'account_missing') return found;
      const id = found.ok ? found.user.id : input.accountId;
      if (found.ok) {
        const gone = await call(
          (c) => c.api(at('/users/{}', id as string)).delete(),
          'account_refused',
          `Microsoft 365 would not delete ${input.email}`,
          { missing: 'done' },
        );
        if (!gone.ok) return gone;
      }
      if (!id || id.includes('@')) return succeed({});
      return call(
        (c) => c.api(at('/directory/deletedItems/{}', id)).delete(),
        'account_refused',
        `Microsoft 365 would not purge ${input.email}`,
        { missing: 'done' },
      );
    },
  };
}
