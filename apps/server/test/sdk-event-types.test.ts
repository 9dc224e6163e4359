import { knownEvents } from '@mailwright/sdk/webhooks';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DNS_PROPAGATION_STATUSES,
  DOMAIN_RENEWAL_STATUSES,
  DOMAIN_STATUSES,
} from '../src/modules/domains/domain.lifecycle.js';
import { FORWARDING_JOB_STATUSES } from '../src/modules/forwarding/forwarding-job.lifecycle.js';
import { ForwardingJob } from '../src/modules/forwarding/forwarding-job.schema.js';
import { GRANT_REQUEST_STATUSES } from '../src/modules/grant-requests/grant-request.lifecycle.js';
import { ALERT_STATUSES } from '../src/modules/infraguard/infraguard.lifecycle.js';
import {
  MAILBOX_RENEWAL_STATUSES,
  MAILBOX_STATUSES,
} from '../src/modules/mailboxes/mailbox.lifecycle.js';
import { MAILBOX_PLATFORMS } from '../src/modules/mailboxes/mailbox.platforms.js';
import { OrderSchema } from '../src/modules/orders/order.schema.js';
import { PLACEMENT_TEST_STATUSES } from '../src/modules/placement/placement.lifecycle.js';
import { Figures, PlacementTest } from '../src/modules/placement/placement.schema.js';
import { EXPORT_STATUSES } from '../src/modules/sequencers/export.lifecycle.js';
import { SEQUENCER_STATUSES } from '../src/modules/sequencers/sequencer.lifecycle.js';
import { Sequencer, SequencerExport } from '../src/modules/sequencers/sequencer.schema.js';
import { WARMUP_STATUSES } from '../src/modules/warmup/warmup.lifecycle.js';
import { WarmupSubscription } from '../src/modules/warmup/warmup.schema.js';
import { EVENT_NAMES } from '../src/modules/webhooks/webhook.schema.js';
import { repoRoot } from './support/processes.js';

// The SDK's event types (`packages/sdk/src/webhooks/events.ts`) are written by hand from the
// contract, and the SDK imports nothing from the server. This suite reads them with the
// TypeScript compiler and compares them with what the server emits: its lifecycles' status lists
// and the fields of its event-record builders. A status or field added on one side only fails here.

const files = {
  sdk: `${repoRoot}packages/sdk/src/webhooks/events.ts`,
  sdkRecords: `${repoRoot}packages/sdk/src/webhooks/record-events.ts`,
  domain: `${repoRoot}apps/server/src/modules/domains/domain.present.ts`,
  mailbox: `${repoRoot}apps/server/src/modules/mailboxes/mailbox.present.ts`,
  consent: `${repoRoot}apps/server/src/modules/consent-requests/consent-request.present.ts`,
  clientId: `${repoRoot}apps/server/src/modules/client-id-requests/client-id-request.present.ts`,
  infraguardAlert: `${repoRoot}apps/server/src/modules/infraguard/alerts.present.ts`,
};

// Made before the tests, not as the file loads: reading the program takes seconds, and a file's
// recorded duration (by which the suite's sequencer starts the long files first) counts only its
// hooks and tests.
let program: ts.Program;
let checker: ts.TypeChecker;
beforeAll(() => {
  program = ts.createProgram(Object.values(files), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  checker = program.getTypeChecker();
});

function exportOf(file: string, name: string): ts.Symbol {
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  const found = module && checker.getExportsOfModule(module).find((s) => s.name === name);
  if (!found) throw new Error(`${name} is not exported by ${file}`);
  return found;
}

/** The declared type of an exported interface or type alias of the SDK's event types. */
const sdkType = (name: string) => {
  const inRecords = program.getSourceFile(files.sdkRecords);
  const module = inRecords && checker.getSymbolAtLocation(inRecords);
  const own = module && checker.getExportsOfModule(module).some((s) => s.name === name);
  return checker.getDeclaredTypeOfSymbol(exportOf(own ? files.sdkRecords : files.sdk, name));
};

/** The fields of what an exported server function returns. */
function returnedFields(file: string, name: string): string[] {
  const symbol = exportOf(file, name);
  const type = checker.getTypeOfSymbol(symbol);
  const [signature] = type.getCallSignatures();
  if (!signature) throw new Error(`${name} is not a function`);
  return fieldsOf(checker.getReturnTypeOfSignature(signature));
}

const fieldsOf = (type: ts.Type) =>
  checker
    .getPropertiesOfType(type)
    .map((p) => p.name)
    .sort();

function fieldType(type: ts.Type, field: string): ts.Type {
  const property = checker.getPropertyOfType(type, field);
  if (!property) throw new Error(`no field ${field}`);
  return checker.getTypeOfSymbol(property);
}

/** The string literals of a union, leaving out the open `(string & {})` member and null. */
function literalsOf(type: ts.Type): string[] {
  const members = type.isUnion() ? type.types : [type];
  return members
    .filter((t): t is ts.StringLiteralType => t.isStringLiteral())
    .map((t) => t.value)
    .sort();
}

const sorted = (values: readonly string[]) => [...values].sort();

/** The fields of a TypeBox object schema: what a list shows of its records. */
const schemaFields = (schema: { properties: Record<string, unknown> }) =>
  Object.keys(schema.properties).sort();

/** The values of a TypeBox enum schema. */
const enumOf = (schema: unknown) => sorted((schema as { enum: string[] }).enum);

describe("the SDK's hand-written event types match what the server emits", () => {
  it('knows every event name', () => {
    expect(Object.keys(knownEvents).sort()).toEqual(sorted(EVENT_NAMES));
  });

  it('domain.status_changed: the record fields and every status', () => {
    const record = sdkType('DomainRecord');
    expect(fieldsOf(record)).toEqual(returnedFields(files.domain, 'toDomainEventRecord'));
    expect(literalsOf(fieldType(record, 'status'))).toEqual(sorted(DOMAIN_STATUSES));
    expect(literalsOf(fieldType(record, 'dns_propagation_status'))).toEqual(
      sorted(DNS_PROPAGATION_STATUSES),
    );
    expect(literalsOf(fieldType(record, 'renewal_status'))).toEqual(
      expect.arrayContaining([...DOMAIN_RENEWAL_STATUSES]),
    );
  });

  it('mailbox.status_changed: the record fields, statuses, renewal statuses and platforms', () => {
    const record = sdkType('MailboxRecord');
    expect(fieldsOf(record)).toEqual(returnedFields(files.mailbox, 'toMailboxEventRecord'));
    expect(literalsOf(fieldType(record, 'status'))).toEqual(sorted(MAILBOX_STATUSES));
    expect(literalsOf(fieldType(record, 'renewal_status'))).toEqual(
      sorted(MAILBOX_RENEWAL_STATUSES),
    );
    expect(literalsOf(fieldType(record, 'platform'))).toEqual(sorted(MAILBOX_PLATFORMS));
  });

  it('consent_request.status_changed: the record fields and statuses', () => {
    const record = sdkType('ConsentRequestRecord');
    expect(fieldsOf(record)).toEqual(returnedFields(files.consent, 'toConsentRequestEventRecord'));
    expect(literalsOf(fieldType(record, 'status'))).toEqual(sorted(GRANT_REQUEST_STATUSES));
  });

  it('client_id_request.status_changed: the record fields and statuses', () => {
    const record = sdkType('ClientIdRequestRecord');
    expect(fieldsOf(record)).toEqual(
      returnedFields(files.clientId, 'toClientIdRequestEventRecord'),
    );
    expect(literalsOf(fieldType(record, 'status'))).toEqual(sorted(GRANT_REQUEST_STATUSES));
  });

  it('infraguard_alert.status_changed: the record fields and statuses', () => {
    const record = sdkType('InfraGuardAlertRecord');
    expect(fieldsOf(record)).toEqual(returnedFields(files.infraguardAlert, 'toAlertEventRecord'));
    expect(literalsOf(fieldType(record, 'status'))).toEqual(sorted(ALERT_STATUSES));
  });

  // The events of slow records carry each record as its list shows it: the SDK's record types
  // must have exactly the fields of the list's response schema, and every status.
  const listed = [
    ['PlacementTestRecord', PlacementTest, PLACEMENT_TEST_STATUSES],
    ['WarmupSubscriptionRecord', WarmupSubscription, WARMUP_STATUSES],
    ['OrderRecord', OrderSchema, enumOf(OrderSchema.properties.status)],
    ['SequencerRecord', Sequencer, SEQUENCER_STATUSES],
    ['SequencerExportRecord', SequencerExport, EXPORT_STATUSES],
    ['ForwardingJobRecord', ForwardingJob, FORWARDING_JOB_STATUSES],
  ] as const;
  it.each(listed)('%s: the fields its list shows, and every status', (name, schema, statuses) => {
    const record = sdkType(name);
    expect(fieldsOf(record)).toEqual(schemaFields(schema));
    expect(literalsOf(fieldType(record, 'status'))).toEqual(sorted(statuses));
  });

  it("placement figures: the fields of a test's figures", () => {
    expect(fieldsOf(sdkType('PlacementFigures'))).toEqual(schemaFields(Figures));
  });

  it('the metadata of those events carries previous_status beside the common fields', () => {
    expect(fieldsOf(sdkType('StatusEventMetadata'))).toEqual(
      ['previous_status', 'updated_at', 'workspace_id', 'workspace_uid'].sort(),
    );
  });
});
