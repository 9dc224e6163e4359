import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import Papa from 'papaparse';
import { useMemo, useState } from 'react';
import { downloadText } from '../../components/common/csv';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { countOf, formatCredits } from '../../components/common/format';
import { PageHeader } from '../../components/common/PageHeader';
import { PaymentChoice } from '../../components/common/PaymentChoice';
import { useWorkspace } from '../../hooks';
import { CheckedRows } from './CheckedRows';
import { CSV_OPTIONS, rowLines } from './csv-lines';
import {
  EXPECTED_COLUMNS,
  MAX_IMPORT_ROWS,
  mapHeaders,
  type PurchaseRow,
  toPurchaseRow,
} from './purchase-rows';
import { usePurchase } from './usePurchase';
import { usePurchaseCheck } from './usePurchaseCheck';

const SAMPLE =
  'domain,username,first name,last name,platform\nexample.com,jane,Jane,Doe,GOOGLE\nexample.com,john.smith,John,Smith,GOOGLE\n';

/** A file read: its rows (and when it was read: a file chosen again is checked again), or why not. */
type Parsed =
  | { file: string; readAt: number; rows: PurchaseRow[] }
  | { file: string; error: string };

/** The file's text, decoded as papaparse decodes a file (UTF-8, or the encoding its BOM names). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('the browser could not read it'));
    reader.readAsText(file);
  });
}

/** Reads a CSV in the browser (papaparse): its rows, or one sentence saying why the file is refused. */
async function parseFile(file: File): Promise<Parsed> {
  const name = file.name;
  let text: string;
  try {
    text = await readText(file);
  } catch (error) {
    return { file: name, error: `The file could not be read: ${(error as Error).message}` };
  }
  if (text.replace(/^\uFEFF/, '').trim() === '')
    return { file: name, error: `The file is empty. Expected columns: ${EXPECTED_COLUMNS}.` };
  const result = Papa.parse<Record<string, string>>(text, CSV_OPTIONS);
  const fatal = result.errors.find(
    (e) => e.type === 'Quotes' || e.type === 'FieldMismatch' || e.code === 'UndetectableDelimiter',
  );
  if (
    fatal &&
    !(
      fatal.code === 'UndetectableDelimiter' &&
      result.data.length > 0 &&
      (result.meta.fields?.length ?? 0) > 1
    )
  ) {
    const lines = fatal.row === undefined ? [] : rowLines(text);
    const at = fatal.row === undefined ? '' : `line ${lines[fatal.row] ?? fatal.row + 2}: `;
    return { file: name, error: `The file is not a well-formed CSV (${at}${fatal.message}).` };
  }
  const headers = result.meta.fields ?? [];
  if (headers.length === 0 || result.data.length === 0) {
    return {
      file: name,
      error: `The file has no rows under a header line. Expected columns: ${EXPECTED_COLUMNS}.`,
    };
  }
  const mapped = mapHeaders(headers);
  if ('error' in mapped) return { file: name, error: mapped.error };
  if (result.data.length > MAX_IMPORT_ROWS) {
    return {
      file: name,
      error: `The file has ${result.data.length.toLocaleString('en-US')} rows: one import takes at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')}. Split it into smaller files.`,
    };
  }
  const lines = rowLines(text);
  return {
    file: name,
    readAt: Date.now(),
    rows: result.data.map((record, i) => toPurchaseRow(record, mapped.map, lines[i] ?? i + 2)),
  };
}

/** CSV in: upload, review every row (valid or refused, and the total), one purchase, per-row results. */
export function ImportMailboxes() {
  const workspace = useWorkspace();
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [defaultPlatform, setDefaultPlatform] = useState<string | null>(null);
  const [payment, setPayment] = useState<'wallet' | 'checkout'>('wallet');
  const purchase = usePurchase(workspace);

  const rows = useMemo(
    () =>
      !parsed || 'error' in parsed
        ? []
        : parsed.rows.map((r) => ({ ...r, platform: r.platform || defaultPlatform || '' })),
    [parsed, defaultPlatform],
  );
  // Every row checked and priced by the server in one call, before anything is bought.
  const { checked, valid, total, checking, error } = usePurchaseCheck(
    workspace,
    rows,
    parsed && 'rows' in parsed ? parsed.readAt : 0,
  );

  return (
    <Stack>
      <PageHeader title="Import mailboxes from CSV" />
      <Text size="sm">
        One row per mailbox, with the columns {EXPECTED_COLUMNS}. Every row is checked before
        anything is bought.{' '}
        <Anchor
          component="button"
          type="button"
          onClick={() => downloadText('mailboxes-sample.csv', SAMPLE, 'text/csv')}
        >
          Download a sample file
        </Anchor>
      </Text>
      <ErrorNotice error={error} />
      <Group align="end">
        <label>
          <Text size="sm" fw={500}>
            CSV file
          </Text>
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file"
            disabled={purchase.busy}
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0];
              // A new file starts a new import: the last one's results are not this one's.
              purchase.reset();
              setParsed(file ? await parseFile(file) : null);
            }}
          />
        </label>
        <Select
          label="Platform for rows without one"
          clearable
          data={['GOOGLE', 'MICROSOFT', 'AZURE', 'SMTP']}
          value={defaultPlatform}
          onChange={setDefaultPlatform}
          w={220}
        />
      </Group>
      {parsed && 'error' in parsed && (
        <Alert color="red" title={`${parsed.file} was not imported`} role="alert">
          {parsed.error} Nothing was bought.
        </Alert>
      )}
      {parsed && 'rows' in parsed && (
        <>
          <Text fw={600} role="status">
            {checking
              ? `Checking ${countOf(parsed.rows.length, 'row', 'rows')}…`
              : `${countOf(parsed.rows.length, 'row', 'rows')}: ${valid.length} valid, ${checked.length - valid.length} refused · ${formatCredits(total)} for the first month`}
          </Text>
          <CheckedRows rows={checked} results={purchase.results} />
          <PaymentChoice value={payment} onChange={setPayment} />
          {purchase.view}
          {purchase.results && !purchase.nothingBought ? (
            <Alert
              color={purchase.results.some((r) => r.error) ? 'yellow' : 'green'}
              title="Import finished"
              role="status"
            >
              {purchase.results.filter((r) => !r.error).length} bought,{' '}
              {purchase.results.filter((r) => r.error).length} not bought,{' '}
              {checked.length - purchase.results.length} refused before buying.
            </Alert>
          ) : (
            <Button
              w="fit-content"
              disabled={checking || valid.length === 0}
              loading={purchase.busy}
              onClick={() => void purchase.buy(checked, payment === 'wallet')}
            >
              Buy {countOf(valid.length, 'mailbox', 'mailboxes')} for {formatCredits(total)}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
