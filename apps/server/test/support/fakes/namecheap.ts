import { type FakeServer, startFakeServer } from './server.js';

/**
 * A loopback Namecheap that answers as its XML API is published
 * (https://www.namecheap.com/support/api/ — the methods domains.check, users.getPricing,
 * domains.create, domains.dns.setCustom, domains.renew, domains.setContacts, domains.getInfo,
 * whoisguard.enable/disable, and the global parameters and error numbers): one POST endpoint,
 * `/xml.response`, answering `<ApiResponse Status="OK|ERROR">` with HTTP 200 either way.
 * Error numbers used: 1011102 (API key), 1011150 (request IP), 2030280 (TLD not supported in
 * API), 3019166 (domain not available), 2528166 (order creation failed, with the reason in its
 * text: the insufficient-funds wording is ours, verified only against this fake).
 */
export interface FakeNamecheap extends FakeServer {
  apiUrl: string;
  credentials: { apiUser: string; apiKey: string; clientIp: string };
  /** USD per year, as Namecheap writes them, per TLD: the account's own price. */
  prices: Record<string, { register: string; renew: string }>;
  /** Names registered by others. */
  taken: Set<string>;
  /** The account at Namecheap: its balance, in cents. */
  account: { balanceCents: number };
  /** Domains registered through the fake, with what was set on them. */
  domains: Map<string, FakeNamecheapDomain>;
}

export interface FakeNamecheapDomain {
  years: number;
  contact: Record<string, string>;
  nameservers: string[];
  whoisguard: boolean;
  whoisguardId: string;
  expires: string;
}

const ICANN_FEE = '0.20';

const xml = (command: string, inner: string) => `<?xml version="1.0" encoding="utf-8"?>
<ApiResponse xmlns="http://api.namecheap.com/xml.response" Status="OK"><Errors/><Warnings/>
<RequestedCommand>${command}</RequestedCommand>
<CommandResponse Type="${command}">${inner}</CommandResponse>
<Server>FAKE</Server><GMTTimeDifference>--5:00</GMTTimeDifference><ExecutionTime>0.01</ExecutionTime>
</ApiResponse>`;

const error = (
  command: string,
  number: string,
  text: string,
) => `<?xml version="1.0" encoding="utf-8"?>
<ApiResponse xmlns="http://api.namecheap.com/xml.response" Status="ERROR">
<Errors><Error Number="${number}">${text}</Error></Errors><Warnings/>
<RequestedCommand>${command}</RequestedCommand><Server>FAKE</Server>
<GMTTimeDifference>--5:00</GMTTimeDifference><ExecutionTime>0.01</ExecutionTime></ApiResponse>`;

const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

export async function startFakeNamecheap(): Promise<FakeNamecheap> {
  const credentials = {
    apiUser: 'mwtest',
    apiKey: 'nc-key-0123456789abcdef',
    clientIp: '203.0.113.7',
  };
  const state = {
    prices: {
      com: { register: '10.28', renew: '14.58' },
      net: { register: '11.98', renew: '14.98' },
    } as FakeNamecheap['prices'],
    taken: new Set<string>(),
    account: { balanceCents: 100_000 },
    domains: new Map<string, FakeNamecheapDomain>(),
  };
  const cents = (usd: string) => Math.round(Number(usd) * 100);

  const server = await startFakeServer(({ path, body }) => {
    const p = body as Record<string, string>;
    const command = p.Command ?? '';
    if (path !== '/xml.response') return { status: 404, body: 'Not Found' };
    if (p.ApiUser !== credentials.apiUser || p.ApiKey !== credentials.apiKey)
      return {
        body: error(command, '1011102', 'API Key is invalid or API access has not been enabled'),
      };
    if (p.ClientIp !== credentials.clientIp)
      return { body: error(command, '1011150', 'Invalid request IP') };
    const tldOf = (name: string) => name.slice(name.indexOf('.') + 1);
    switch (command) {
      case 'namecheap.domains.check': {
        const name = String(p.DomainList);
        if (!state.prices[tldOf(name)])
          return { body: error(command, '2030280', 'TLD is not supported in API') };
        const available = !state.taken.has(name) && !state.domains.has(name);
        return {
          body: xml(
            command,
            `<DomainCheckResult Domain="${name}" Available="${available}" ErrorNo="0" Description="" IsPremiumName="false" PremiumRegistrationPrice="0" PremiumRenewalPrice="0" PremiumRestorePrice="0" PremiumTransferPrice="0" IcannFee="0" EapFee="0"/>`,
          ),
        };
      }
      case 'namecheap.users.getPricing': {
        const tld = String(p.ProductName);
        const price = state.prices[tld];
        const action = String(p.ActionName).toLowerCase();
        const products = price
          ? `<Product Name="${tld}"><Price Duration="1" DurationType="YEAR" Price="${price[action === 'renew' ? 'renew' : 'register']}" PricingType="MULTIPLE" AdditionalCost="${ICANN_FEE}" RegularPrice="${price.register}" RegularPriceType="MULTIPLE" RegularAdditionalCost="${ICANN_FEE}" RegularAdditionalCostType="MULTIPLE" YourPrice="${price[action === 'renew' ? 'renew' : 'register']}" YourPriceType="MULTIPLE" YourAdditonalCost="${ICANN_FEE}" YourAdditonalCostType="MULTIPLE" PromotionPrice="0.0" Currency="USD"/></Product>`
          : '';
        return {
          body: xml(
            command,
            `<UserGetPricingResult><ProductType Name="domains"><ProductCategory Name="${action}">${products}</ProductCategory></ProductType></UserGetPricingResult>`,
          ),
        };
      }
      case 'namecheap.domains.create': {
        const name = String(p.DomainName);
        const price = state.prices[tldOf(name)];
        if (!price) return { body: error(command, '2030280', 'TLD is not supported in API') };
        if (state.taken.has(name) || state.domains.has(name))
          return { body: error(command, '3019166', 'Domain not available') };
        const years = Number(p.Years);
        const charge = (cents(price.register) + cents(ICANN_FEE)) * years;
        if (charge > state.account.balanceCents)
          return {
            body: error(
              command,
              '2528166',
              'Order creation failed: insufficient funds in the account balance',
            ),
          };
        state.account.balanceCents -= charge;
        const expires = new Date();
        expires.setUTCFullYear(expires.getUTCFullYear() + years);
        const contact = Object.fromEntries(
          Object.entries(p).filter(([k]) => k.startsWith('Registrant')),
        );
        state.domains.set(name, {
          years,
          contact,
          nameservers: [],
          whoisguard: p.WGEnabled === 'yes',
          whoisguardId: String(5000 + state.domains.size),
          expires: expires.toISOString(),
        });
        return {
          body: xml(
            command,
            `<DomainCreateResult Domain="${name}" Registered="true" ChargedAmount="${(charge / 100).toFixed(4)}" DomainID="${9000 + state.domains.size}" OrderID="1${state.domains.size}" TransactionID="2${state.domains.size}" WhoisguardEnable="${p.WGEnabled === 'yes'}" FreePositiveSSL="false" NonRealTimeDomain="false"/>`,
          ),
        };
      }
      case 'namecheap.domains.dns.setCustom': {
        const name = `${p.SLD}.${p.TLD}`;
        const domain = state.domains.get(name);
        if (!domain) return { body: error(command, '2019166', 'Domain not found') };
        domain.nameservers = String(p.Nameservers).split(',');
        return {
          body: xml(command, `<DomainDNSSetCustomResult Domain="${name}" Updated="true"/>`),
        };
      }
      case 'namecheap.domains.renew': {
        const name = String(p.DomainName);
        const domain = state.domains.get(name);
        const price = state.prices[tldOf(name)];
        if (!domain || !price) return { body: error(command, '2019166', 'Domain not found') };
        const years = Number(p.Years);
        const expires = new Date(domain.expires);
        expires.setUTCFullYear(expires.getUTCFullYear() + years);
        domain.expires = expires.toISOString();
        state.account.balanceCents -= cents(price.renew) * years;
        return {
          body: xml(
            command,
            `<DomainRenewResult DomainName="${name}" DomainID="1" Renew="true" OrderID="3" TransactionID="4" ChargedAmount="${price.renew}"><DomainDetails><ExpiredDate>${usDate(expires)}</ExpiredDate><NumYears>0</NumYears></DomainDetails></DomainRenewResult>`,
          ),
        };
      }
      case 'namecheap.domains.getInfo': {
        const name = String(p.DomainName);
        const domain = state.domains.get(name);
        if (!domain) return { body: error(command, '2019166', 'Domain not found') };
        return {
          body: xml(
            command,
            `<DomainGetInfoResult Status="Ok" ID="1" DomainName="${name}" IsOwner="true"><DomainDetails><CreatedDate>01/01/2026</CreatedDate><ExpiredDate>${usDate(new Date(domain.expires))}</ExpiredDate></DomainDetails><Whoisguard Enabled="${domain.whoisguard ? 'True' : 'False'}"><ID>${domain.whoisguardId}</ID></Whoisguard></DomainGetInfoResult>`,
          ),
        };
      }
      case 'namecheap.whoisguard.enable':
      case 'namecheap.whoisguard.disable': {
        const domain = [...state.domains.values()].find((d) => d.whoisguardId === p.WhoisguardID);
        if (!domain) return { body: error(command, '2011170', 'WhoisguardID not found') };
        domain.whoisguard = command.endsWith('enable');
        const type = command.endsWith('enable')
          ? 'WhoisguardEnableResult'
          : 'WhoisguardDisableResult';
        return { body: xml(command, `<${type} DomainName="" IsSuccess="true"/>`) };
      }
      case 'namecheap.domains.setContacts': {
        const domain = state.domains.get(String(p.DomainName));
        if (!domain) return { body: error(command, '2019166', 'Domain not found') };
        domain.contact = Object.fromEntries(
          Object.entries(p).filter(([k]) => k.startsWith('Registrant')),
        );
        return {
          body: xml(command, `<DomainSetContactResult Domain="${p.DomainName}" IsSuccess="true"/>`),
        };
      }
      default:
        return { body: error(command, '1010900', `Invalid command: ${command}`) };
    }
  });
  return Object.assign(server, {
    apiUrl: `${server.baseUrl}/xml.response`,
    credentials,
    prices: state.prices,
    taken: state.taken,
    account: state.account,
    domains: state.domains,
  });
}
