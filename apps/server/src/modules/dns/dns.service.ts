import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/transaction.js';
import { conflict, invalidField } from '../../http/errors.js';
import { newId } from '../../lib/ids.js';
import { isoNow } from '../../lib/time.js';
import type { DnsRecordSpec } from '../../providers/dns-host.js';
import type { SmtpServerProfile } from '../../providers/mailbox-host.js';
import { fail, type ProviderResult } from '../../providers/result.js';
import type { DomainRow } from '../domains/surface.js';
import {
  deleteAllRecordRows,
  deleteRecordRows,
  findDkimKey,
  insertDkimKeyIfAbsent,
  insertRecords,
  listRecordsOfDomain,
  updateRecordRow,
} from './dns.repository.js';
import type { DkimKeyRow, DnsRecordRow, ManagedRecord } from './dns.table.js';
import {
  conflictsWith,
  DKIM_SELECTOR,
  type ExpectedRecord,
  expectedRecords,
  generateDkimKeyPair,
  MANAGED_LABELS,
  type ManagedLabel,
  matchesExpected,
} from './expected-records.js';
import { normalizeRecordInput, type RecordInput } from './record-input.js';

/** The domain fields the DNS module reads (it never writes a domain). */
export type DnsDomain = Pick<
  DomainRow,
  | 'id'
  | 'uid'
  | 'name'
  | 'status'
  | 'zone_id'
  | 'nameserver_match_status'
  | 'dmarc_policy'
  | 'dmarc_email'
  | 'mail_platform'
>;

export function listRecords(db: Executor, domainId: string): Promise<DnsRecordRow[]> {
  return listRecordsOfDomain(db, domainId);
}

/** The domain's DKIM key, generated (RSA 2048, private key sealed) on first use. */
export async function ensureDkimKey(ctx: AppContext, domainId: string): Promise<DkimKeyRow> {
  const existing = await findDkimKey(ctx.db, domainId);
  if (existing) return existing;
  const { publicKey, privateKeyPem } = await generateDkimKeyPair();
  await insertDkimKeyIfAbsent(ctx.db, {
    domain_id: domainId,
    selector: DKIM_SELECTOR,
    public_key: publicKey,
    private_key_sealed: ctx.secrets.seal(privateKeyPem),
    created_at: isoNow(),
  });
  return (await findDkimKey(ctx.db, domainId)) as DkimKeyRow;
}

/** The domain's DKIM signing key, opened: only for a mail host that signs with it. */
export async function openDkimKey(
  ctx: AppContext,
  domainId: string,
): Promise<{ selector: string; privateKeyPem: string }> {
  const key = await ensureDkimKey(ctx, domainId);
  return { selector: key.selector, privateKeyPem: ctx.secrets.open(key.private_key_sealed) };
}

export async function hasPendingRecords(db: Executor, domainId: string): Promise<boolean> {
  return (await listRecordsOfDomain(db, domainId)).some((r) => r.status === 'pending');
}

export function findDkim(db: Executor, domainId: string): Promise<DkimKeyRow | undefined> {
  return findDkimKey(db, domainId);
}

/**
 * Writes the domain's expected records (MX, SPF, DKIM, DMARC) as managed records, pending until
 * resolvers see them, replacing any earlier managed ones and anything that competes with them.
 */
export async function seedManagedRecords(
  trx: Executor,
  domain: DnsDomain,
  dkim: DkimKeyRow,
  smtpServer: SmtpServerProfile,
): Promise<void> {
  const expected = expectedRecords(domain, dkim.public_key, smtpServer);
  const existing = await listRecordsOfDomain(trx, domain.id);
  const stale = existing.filter(
    (r) => r.managed !== null || expected.some((e) => conflictsWith(r, e)),
  );
  await deleteRecordRows(
    trx,
    domain.id,
    stale.map((r) => r.id),
  );
  await insertRecords(
    trx,
    expected.map((e) => toRow(domain.id, e, e.managed)),
  );
}

/**
 * Restores expected records that are missing or altered, removing records that compete with
 * them. Returns the labels restored (empty when nothing was wrong).
 */
export async function restoreManagedRecords(
  trx: Executor,
  domain: DnsDomain,
  dkim: DkimKeyRow,
  smtpServer: SmtpServerProfile,
): Promise<ManagedLabel[]> {
  const expected = expectedRecords(domain, dkim.public_key, smtpServer);
  const existing = await listRecordsOfDomain(trx, domain.id);
  const missing = expected.filter((e) => !existing.some((r) => matchesExpected(r, e)));
  if (missing.length === 0) return [];
  const missingKinds = new Set(missing.map((e) => e.managed));
  const expectedOfKinds = expected.filter((e) => missingKinds.has(e.managed));
  const stale = existing.filter(
    (r) =>
      (r.managed !== null && missingKinds.has(r.managed)) ||
      expectedOfKinds.some((e) => conflictsWith(r, e)),
  );
  await deleteRecordRows(
    trx,
    domain.id,
    stale.map((r) => r.id),
  );
  await insertRecords(
    trx,
    expectedOfKinds.map((e) => toRow(domain.id, e, e.managed)),
  );
  return MANAGED_LABELS.filter((l) => missingKinds.has(l.managed)).map((l) => l.label);
}

/**
 * Adds the records the domain's mailbox host asked for (its verification token, autodiscover, its
 * DKIM) as managed `host` records, pending until resolvers see them. One the host published before
 * in the same place and role gives way: a CNAME at the same name, or a TXT there whose tag (the
 * text before `=`) is the same. True when anything changed.
 */
export async function addHostRecords(
  trx: Executor,
  domain: DnsDomain,
  records: readonly DnsRecordSpec[],
): Promise<boolean> {
  const existing = await listRecordsOfDomain(trx, domain.id);
  const same = (r: DnsRecordSpec, s: DnsRecordSpec) =>
    r.host === s.host && r.type === s.type && r.value === s.value && r.priority === s.priority;
  const missing = records.filter((spec) => !existing.some((r) => same(r, spec)));
  if (missing.length === 0) return false;
  const tag = (value: string) => value.split('=')[0]?.toLowerCase() ?? '';
  const replaced = existing.filter(
    (r) =>
      r.managed === 'host' &&
      missing.some(
        (spec) =>
          r.host === spec.host &&
          r.type === spec.type &&
          (spec.type === 'CNAME' || (spec.type === 'TXT' && tag(r.value) === tag(spec.value))),
      ),
  );
  await deleteRecordRows(
    trx,
    domain.id,
    replaced.map((r) => r.id),
  );
  await insertRecords(
    trx,
    missing.map((spec) => toRow(domain.id, spec, 'host')),
  );
  return true;
}

/** Replaces the managed DMARC record after the domain's DMARC settings changed. */
export async function replaceDmarcRecord(
  trx: Executor,
  domain: DnsDomain,
  smtpServer: SmtpServerProfile,
): Promise<void> {
  const dkim = await findDkimKey(trx, domain.id);
  if (!dkim) return; // records are written at DNS setup, with the settings of that moment
  const existing = await listRecordsOfDomain(trx, domain.id);
  const expected = expectedRecords(domain, dkim.public_key, smtpServer).filter(
    (e) => e.managed === 'dmarc',
  );
  const probe: ExpectedRecord = {
    managed: 'dmarc',
    host: '_dmarc',
    type: 'TXT',
    value: 'v=DMARC1',
    ttl: 0,
    priority: null,
  };
  await deleteRecordRows(
    trx,
    domain.id,
    existing.filter((r) => r.managed === 'dmarc' || conflictsWith(r, probe)).map((r) => r.id),
  );
  await insertRecords(
    trx,
    expected.map((e) => toRow(domain.id, e, 'dmarc')),
  );
}

/** Removes every record of a domain (its zone is being torn down). */
export async function dropRecords(trx: Executor, domainId: string): Promise<void> {
  await deleteAllRecordRows(trx, domainId);
}

/** Sends the domain's whole record set to the DNS host. */
export async function publishZone(ctx: AppContext, domain: DnsDomain): Promise<ProviderResult> {
  if (!domain.zone_id) return fail('no_zone', 'The domain has no DNS zone yet');
  const records = await listRecordsOfDomain(ctx.db, domain.id);
  return ctx.providers.dnsHost.publishRecords({
    domain: domain.name,
    zoneId: domain.zone_id,
    records: records.map(toSpec),
  });
}

/** Adds the customer's records; returns them. */
export async function addRecords(
  trx: Executor,
  domain: DnsDomain,
  inputs: readonly RecordInput[],
): Promise<DnsRecordRow[]> {
  const existing = await listRecordsOfDomain(trx, domain.id);
  const specs = inputs.map((input, i) => normalizeRecordInput(input, domain.name, `records[${i}]`));
  const all = [...existing.map(toSpec)];
  specs.forEach((spec, i) => {
    checkCoexistence(spec, all, `records[${i}]`);
    all.push(spec);
  });
  const rows = specs.map((spec) => toRow(domain.id, spec, null));
  await insertRecords(trx, rows);
  return rows;
}

/** Replaces the content of the customer's records by id; a managed record becomes theirs. */
export async function updateRecords(
  trx: Executor,
  domain: DnsDomain,
  inputs: ReadonlyArray<RecordInput & { record_id: string }>,
): Promise<DnsRecordRow[]> {
  const existing = await listRecordsOfDomain(trx, domain.id);
  const ids = inputs.map((i) => i.record_id);
  const now = isoNow();
  const updated: DnsRecordRow[] = [];
  const others = existing.filter((r) => !ids.includes(r.id)).map(toSpec);
  for (const [i, input] of inputs.entries()) {
    const row = existing.find((r) => r.id === input.record_id);
    if (!row) throw invalidField(`records[${i}].record_id`, 'is not a record of this domain');
    if (ids.indexOf(input.record_id) !== i)
      throw invalidField(`records[${i}].record_id`, 'appears twice');
    const spec = normalizeRecordInput(input, domain.name, `records[${i}]`);
    checkCoexistence(spec, others, `records[${i}]`);
    others.push(spec);
    const changes = {
      ...spec,
      managed: null,
      status: 'pending' as const,
      published_at: now,
      updated_at: now,
    };
    await updateRecordRow(trx, row.id, changes);
    updated.push({ ...row, ...changes });
  }
  return updated;
}

/** Deletes records by id; every id must be a record of the domain. */
export async function deleteRecords(
  trx: Executor,
  domain: DnsDomain,
  ids: readonly string[],
): Promise<number> {
  const existing = await listRecordsOfDomain(trx, domain.id);
  ids.forEach((id, i) => {
    if (!existing.some((r) => r.id === id))
      throw invalidField(`record_ids[${i}]`, 'is not a record of this domain');
  });
  const unique = [...new Set(ids)];
  await deleteRecordRows(trx, domain.id, unique);
  return unique.length;
}

/** A CNAME shares its name with nothing; an identical record is not added twice. */
function checkCoexistence(spec: DnsRecordSpec, others: readonly DnsRecordSpec[], path: string) {
  for (const other of others) {
    if (other.host !== spec.host) continue;
    if (other.type === spec.type && other.value === spec.value && other.priority === spec.priority)
      throw conflict(`${path} already exists: ${spec.type} ${spec.host} ${spec.value}`);
    if (other.type === 'CNAME' || spec.type === 'CNAME')
      throw conflict(`${path}: a CNAME at ${spec.host} cannot share its name with another record`);
  }
}

/** A stored record as the DNS host takes it. */
export function toSpec(row: DnsRecordRow): DnsRecordSpec {
  return { host: row.host, type: row.type, value: row.value, ttl: row.ttl, priority: row.priority };
}

function toRow(domainId: string, spec: DnsRecordSpec, managed: ManagedRecord | null): DnsRecordRow {
  const now = isoNow();
  return {
    id: newId(),
    domain_id: domainId,
    host: spec.host,
    type: spec.type,
    value: spec.value,
    ttl: spec.ttl,
    priority: spec.priority,
    managed,
    status: 'pending',
    published_at: now,
    created_at: now,
    updated_at: now,
  };
}

/** The API shape of a record. */
export function toRecordResponse(row: DnsRecordRow) {
  return {
    _id: row.id,
    host: row.host,
    type: row.type,
    value: row.value,
    ttl: row.ttl,
    priority: row.priority,
    status: row.status,
    managed: MANAGED_LABELS.find((l) => l.managed === row.managed)?.label ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
