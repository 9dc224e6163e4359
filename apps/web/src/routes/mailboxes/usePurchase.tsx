import { Alert, Anchor, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mw } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { readAgain } from '../../api/read-again';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { countOf } from '../../components/common/format';
import type { Checked, Platform } from './purchase-rows';

export interface RowResult {
  line: number;
  email: string;
  uid?: string;
  error?: string;
}

/**
 * Buys the valid rows in one Buy mailboxes call (it takes 5,000, an import's largest file: all
 * bought or none) with a progress bar while it runs, and answers per row: bought (with its uid)
 * or the API's reason. A refused purchase is also said once above the rows, with what to do (a
 * wallet holding too little: where credits are added).
 */
export function usePurchase(workspace: string) {
  const client = useQueryClient();
  const [buying, setBuying] = useState<number | null>(null);
  const [results, setResults] = useState<RowResult[] | null>(null);
  const [checkout, setCheckout] = useState<string | null>(null);
  const [refused, setRefused] = useState<unknown>(null);

  const buy = async (rows: Checked[], useWallet: boolean) => {
    const valid = rows.filter((r) => !r.refused);
    let out: RowResult[];
    setResults(null);
    setRefused(null);
    setBuying(valid.length);
    try {
      const answer = await mw.buyMailboxes({
        workspace,
        idempotencyKey: true,
        body: {
          use_wallet_balance: useWallet,
          mailboxes: valid.map((r) => ({
            domain_name: r.domain,
            username: r.username,
            first_name: r.first_name,
            last_name: r.last_name,
            platform: r.platform as Platform,
          })),
        },
      });
      const byEmail = new Map(answer.mailboxes.map((m) => [m.email.toLowerCase(), m.uid]));
      out = valid.map((row) => ({ line: row.line, email: row.email, uid: byEmail.get(row.email) }));
      if (answer.url) setCheckout(answer.url);
    } catch (error) {
      setRefused(error);
      out = valid.map((row) => ({ line: row.line, email: row.email, error: errorMessage(error) }));
    }
    setResults(out);
    await readAgain(
      client,
      ['listMailboxes', 'listDomains', 'listAssignableDomains', 'getWallet'].map((op) => [op]),
    );
    return out;
  };

  const view = (
    <Stack gap="xs">
      {buying !== null && !results && (
        <>
          <Text size="sm">Buying {countOf(buying, 'mailbox', 'mailboxes')}…</Text>
          <Progress value={100} aria-label="Purchase progress" animated striped />
        </>
      )}
      <ErrorNotice error={refused} title="Nothing was bought" />
      {checkout && (
        <Alert color="blue" title="Pay to start them">
          The mailboxes wait until the{' '}
          <Anchor href={checkout} target="_blank" rel="noreferrer">
            checkout page
          </Anchor>{' '}
          is paid.
        </Alert>
      )}
    </Stack>
  );
  /** Forgets the last purchase (a new file to import). */
  const reset = () => {
    setBuying(null);
    setResults(null);
    setCheckout(null);
    setRefused(null);
  };
  return {
    buy,
    reset,
    results,
    // The purchase was refused whole (a wallet short of credits, say): it may be tried again.
    nothingBought: refused !== null,
    view,
    busy: buying !== null && results === null,
  };
}
