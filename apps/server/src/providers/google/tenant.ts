import type { GoogleWorkspaceConfig } from '../../config/mail-hosts.js';
import { fail, type ProviderFailure, succeed } from '../result.js';
import type { GoogleApis, GoogleFailure } from './api.js';

/**
 * The Workspace a domain's mailboxes live in. `operator`: the operator's own Workspace
 * (MAILWRIGHT_GOOGLE_CUSTOMER_ID), the domain added to it as a secondary domain (Directory
 * `domains.insert`). `reseller`: a customer tenant per domain, created through the Reseller API
 * (`customers.insert` with the domain as its primary domain) and given one subscription whose
 * seats follow the number of users on the domain (`subscriptions.insert`, `changeSeats`). Either
 * way the domain is verified through the Site Verification API with a DNS TXT token.
 */
export function createWorkspaceTenants(apis: GoogleApis, config: GoogleWorkspaceConfig) {
  const admin = config.adminEmail;
  const reseller = config.tenant === 'reseller';
  const site = (domain: string) => ({ type: 'INET_DOMAIN', identifier: domain });

  /** The Directory `customer` that holds the domain, or null when there is none yet. */
  async function customerOf(
    domain: string,
  ): Promise<{ ok: true; customer: string | null } | ProviderFailure> {
    if (!reseller) return { ok: true, customer: config.customerId };
    const found = await apis.run('reseller', admin, (r) => r.customers.get({ customerId: domain }));
    if (found.ok) return { ok: true, customer: found.data.customerId ?? domain };
    if (found.error.status === 404) return { ok: true, customer: null };
    return refused(
      'host_unavailable',
      `Google's Reseller API could not look up the customer of ${domain}`,
      found.error,
    );
  }

  return {
    customerOf,

    /**
     * The domain's tenant, made when it has none (a Reseller customer, or the domain added to the
     * operator's Workspace), and its Site Verification TXT token to publish.
     */
    async ensure(domain: string) {
      let customer = await customerOf(domain);
      if (!customer.ok) return customer;
      if (customer.customer === null) {
        const contact = config.reseller.contact;
        const made = await apis.run('reseller', admin, (r) =>
          r.customers.insert({
            requestBody: {
              customerDomain: domain,
              alternateEmail: contact?.alternateEmail ?? '',
              ...(contact?.phoneNumber ? { phoneNumber: contact.phoneNumber } : {}),
              postalAddress: {
                contactName: contact?.contactName ?? '',
                organizationName: contact?.organizationName || domain,
                countryCode: contact?.countryCode ?? '',
                postalCode: contact?.postalCode ?? '',
                addressLine1: contact?.addressLine1 ?? '',
                locality: contact?.locality ?? '',
                region: contact?.region ?? '',
              },
            },
          }),
        );
        if (!made.ok)
          return refused(
            'tenant_refused',
            `Google would not create a Workspace customer for ${domain}`,
            made.error,
          );
        customer = { ok: true, customer: made.data.customerId ?? domain };
      } else if (!reseller) {
        const current = customer.customer as string;
        const found = await apis.run('directory', admin, (d) =>
          d.domains.get({ customer: current, domainName: domain }),
        );
        if (!found.ok && found.error.status === 404) {
          const added = await apis.run('directory', admin, (d) =>
            d.domains.insert({ customer: current, requestBody: { domainName: domain } }),
          );
          if (!added.ok && added.error.reason !== 'duplicate')
            return refused(
              'domain_refused',
              `Google Workspace would not add ${domain}`,
              added.error,
            );
        } else if (!found.ok) {
          return refused(
            'host_unavailable',
            `Google Workspace could not look up ${domain}`,
            found.error,
          );
        }
      }
      const token = await apis.run('siteVerification', admin, (s) =>
        s.webResource.getToken({
          requestBody: { site: site(domain), verificationMethod: 'DNS_TXT' },
        }),
      );
      if (!token.ok || !token.data.token)
        return token.ok
          ? fail('host_unavailable', 'Google answered no verification token', true)
          : refused(
              'domain_refused',
              `Google would not give a verification token for ${domain}`,
              token.error,
            );
      return succeed({ customer: customer.customer as string, token: token.data.token });
    },

    /** Verifies the domain with its published token; `seen: false` while Google cannot find it. */
    async verify(domain: string) {
      const verified = await apis.run('siteVerification', admin, (s) =>
        s.webResource.insert({
          verificationMethod: 'DNS_TXT',
          requestBody: { site: site(domain), owners: [admin] },
        }),
      );
      if (verified.ok) return succeed({ seen: true });
      // Google's answer while its look at DNS finds no token: 400, "could not be found".
      if (verified.error.status === 400 && /not (be )?found/i.test(verified.error.message))
        return succeed({ seen: false });
      return refused('domain_not_verified', `Google could not verify ${domain}`, verified.error);
    },

    /**
     * Reseller tenants: the subscription's seats follow the users on the domain, plus `extra` for
     * one about to be made (a Flexible plan's
     * cap set to their number; an annual plan's commitment only ever raised: Google refuses a
     * decrease mid-term). Nothing to do for the operator's own Workspace.
     */
    async syncSeats(domain: string, extra = 0) {
      if (!reseller) return succeed({});
      const customer = await customerOf(domain);
      if (!customer.ok) return customer;
      if (customer.customer === null) return succeed({});
      const customerId = customer.customer;
      let users = 0;
      let pageToken: string | undefined;
      do {
        const page = await apis.run('directory', admin, (d) =>
          d.users.list({
            customer: customerId,
            domain,
            maxResults: 500,
            ...(pageToken ? { pageToken } : {}),
          }),
        );
        if (!page.ok)
          return refused(
            'host_unavailable',
            `Google Workspace could not count the users of ${domain}`,
            page.error,
          );
        users += page.data.users?.length ?? 0;
        pageToken = page.data.nextPageToken ?? undefined;
      } while (pageToken);
      const { skuId, plan } = config.reseller;
      const flexible = plan === 'FLEXIBLE';
      const seats = Math.max(1, users + extra);
      const list = await apis.run('reseller', admin, (r) => r.subscriptions.list({ customerId }));
      if (!list.ok)
        return refused(
          'host_unavailable',
          `Google's Reseller API could not list the subscriptions of ${domain}`,
          list.error,
        );
      const current = list.data.subscriptions?.find(
        (s) => s.skuId === skuId && s.status !== 'SUSPENDED',
      );
      const wanted = flexible ? { maximumNumberOfSeats: seats } : { numberOfSeats: seats };
      if (!current?.subscriptionId) {
        const made = await apis.run('reseller', admin, (r) =>
          r.subscriptions.insert({
            customerId,
            requestBody: { customerId, skuId, plan: { planName: plan }, seats: wanted },
          }),
        );
        return made.ok
          ? succeed({})
          : refused(
              'subscription_refused',
              `Google would not subscribe ${domain} to Workspace`,
              made.error,
            );
      }
      const have = flexible ? current.seats?.maximumNumberOfSeats : current.seats?.numberOfSeats;
      if (have === seats || (!flexible && (have ?? 0) > seats)) return succeed({});
      const subscriptionId = current.subscriptionId;
      const changed = await apis.run('reseller', admin, (r) =>
        r.subscriptions.changeSeats({ customerId, subscriptionId, requestBody: wanted }),
      );
      return changed.ok
        ? succeed({})
        : refused(
            'subscription_refused',
            `Google would not change the seats of ${domain}`,
            changed.error,
          );
    },
  };
}

export type WorkspaceTenants = ReturnType<typeof createWorkspaceTenants>;

/**
 * A Google failure as the mailbox's reason: what failed, then Google's words. A token refusal
 * means the operator's delegation is not set up, which no retry fixes.
 */
export function refused(code: string, what: string, error: GoogleFailure): ProviderFailure {
  if (error.reason === 'unauthorized_client' || error.reason === 'access_denied')
    return fail(
      'host_access_denied',
      `${what}: Google refused the service's access (${error.message}); the operator must authorize the service account's client id in domain-wide delegation`,
    );
  if (error.retryable)
    return fail(
      error.status === 429 || (error.status ?? 500) < 500 ? 'rate_limited' : 'host_unavailable',
      `${what}: ${error.message}; trying again later`,
      true,
    );
  return fail(code, `${what}: ${error.message}`);
}
