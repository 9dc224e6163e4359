/** Typed, validated search params: a screen's filters live in its URL, so a view is shareable. */

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export interface DomainSearch {
  q?: string | undefined;
  status?: string | undefined;
  tag?: string | undefined;
}

export function domainSearch(search: Record<string, unknown>): DomainSearch {
  return {
    q: optionalString(search.q),
    status: optionalString(search.status),
    tag: optionalString(search.tag),
  };
}

export interface MailboxSearch extends DomainSearch {
  platform?: string | undefined;
  domain?: string | undefined;
}

export function mailboxSearch(search: Record<string, unknown>): MailboxSearch {
  return {
    ...domainSearch(search),
    platform: optionalString(search.platform),
    domain: optionalString(search.domain),
  };
}

export interface WalletLogSearch {
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function walletLogSearch(search: Record<string, unknown>): WalletLogSearch {
  return {
    kind: optionalString(search.kind),
    from: optionalString(search.from),
    to: optionalString(search.to),
  };
}

/** The operator's list of teams: what was typed in Search teams. */
export interface OperatorTeamsSearch {
  q?: string | undefined;
}

export function operatorTeamsSearch(search: Record<string, unknown>): OperatorTeamsSearch {
  return { q: optionalString(search.q) };
}
