import { Alert, Anchor, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { mw } from '../../api/client';
import { errorMessage } from '../../api/errors';
import type { Checked } from './purchase-rows';

export interface RowResult {
  line: number;
  email: string;
  uid?: string;
  error?: string;
}

/**
 * Buys the valid rows (100 per Buy mailboxes call, the API's limit) with a progress bar, and
 * answers per row: bought (with its uid) or the API's reason.
 */
export function usePurchase(workspace: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<RowResult[] | null>(null);
  const [checkout, setCheckout] = useState<string | null>(null);

  const buy = async (rows: Checked[], useWallet: boolean) => {
    const valid = rows.filter((r) => !r.refused);
    const out: RowResult[] = [];
    setResults(null);
    setProgress({ done: 0, total: valid.length });
    for (let start = 0; start < valid.length; start += 100) {
      const chunk = valid.slice(start, start + 100);
      try {
        const answer = await mw.buyMailboxes({
          workspace,
          idempotencyKey: true,
          body: {
            use_wallet_balance: useWallet,
            mailboxes: chunk.map((r) => ({
              domain_name: r.domain,
              username: r.username,
              first_name: r.first_name,
              last_name: r.last_name,
              platform: r.platform as 'GOOGLE',
            })),
          },
        });
        const byEmail = new Map(answer.mailboxes.map((m) => [m.email.toLowerCase(), m.uid]));
        for (const row of chunk)
          out.push({ line: row.line, email: row.email, uid: byEmail.get(row.email) });
        const url = (answer as { url?: string }).url;
        if (url) setCheckout(url);
      } catch (error) {
        for (const row of chunk)
          out.push({ line: row.line, email: row.email, error: errorMessage(error) });
        // A refusal of the first call (short of funds, say) would refuse every later one too.
        if (start === 0) {
          for (const row of valid.slice(100))
            out.push({
              line: row.line,
              email: row.email,
              error: 'not tried: the first purchase was refused',
            });
          break;
        }
      }
      setProgress({ done: Math.min(valid.length, start + 100), total: valid.length });
    }
    setResults(out);
    await Promise.all(
      ['listMailboxes', 'listDomains', 'getWallet'].map((op) =>
        client.invalidateQueries({ queryKey: [op] }),
      ),
    );
    return out;
  };

  const view = (
    <Stack gap="xs">
      {progress && !results && (
        <>
          <Text size="sm">
            Buying: {progress.done} of {progress.total}
          </Text>
          <Progress
            value={progress.total ? (progress.done / progress.total) * 100 : 0}
            aria-label="Purchase progress"
            animated
          />
        </>
      )}
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
  return { buy, results, view, busy: progress !== null && results === null };
}
