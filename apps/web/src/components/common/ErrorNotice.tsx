import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { errorMessage, isInsufficientFunds, isRecordMissing } from '../../api/errors';
import { canSeeBilling, type Session, sessionKey } from '../../api/session';
import { AnchorLink, ButtonLink } from './links';
import { useDocumentTitle } from './page-title';

/**
 * An error answer shown in place of what could not be loaded or done. **Try again** reads again
 * what could not be read: `retry`, or else the screen's reads that failed with this very error
 * (a write's error has none: it is done again by its own button). A wallet that held too little
 * (402) says where credits are added: Billing, or who may add them.
 */
export function ErrorNotice({
  error,
  title = 'Something went wrong',
  retry,
}: {
  error: unknown;
  title?: string;
  retry?: () => void;
}) {
  const again = useRetry(error, retry);
  if (!error) return null;
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs">
        <Text size="sm">{errorMessage(error)}</Text>
        {isInsufficientFunds(error) && <AddCredits />}
        {again && (
          <Group>
            <Button size="xs" variant="default" onClick={again}>
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** How to read again what failed with `error`: `retry`, or the failed reads on screen. */
function useRetry(error: unknown, retry?: () => void): (() => void) | undefined {
  const client = useQueryClient();
  if (retry || !error) return retry;
  const failedWithIt = (query: Query) => query.state.error === error;
  if (client.getQueryCache().findAll({ type: 'active', predicate: failedWithIt }).length === 0)
    return undefined;
  return () => void client.refetchQueries({ type: 'active', predicate: failedWithIt });
}

/** Where the wallet is topped up: Billing for who may see it, or who to ask. */
function AddCredits() {
  const { workspace } = useParams({ strict: false }) as { workspace?: string };
  const session = useQuery<Session | null>({ queryKey: sessionKey, enabled: false }).data;
  if (!workspace || !session) return null;
  if (!canSeeBilling(session)) {
    return (
      <Text size="sm">
        An admin, or a member who manages billing, can add credits to the wallet.
      </Text>
    );
  }
  return (
    <Text size="sm">
      <AnchorLink to="/w/$workspace/billing" params={{ workspace }}>
        Add credits on Billing
      </AnchorLink>
      , then try again.
    </Text>
  );
}

/** A list a record's page leads back to, and its name in the navigation. */
export interface RecordList {
  to:
    | '/w/$workspace/domains'
    | '/w/$workspace/mailboxes'
    | '/w/$workspace/webhooks'
    | '/w/$workspace/placement'
    | '/w/$workspace/infraguard'
    | '/w/$workspace/health';
  label: string;
}

/** **Back to <list>**, in the workspace on screen. */
export function BackToList({ list }: { list: RecordList }) {
  const { workspace } = useParams({ strict: false }) as { workspace: string };
  return (
    <ButtonLink variant="default" to={list.to} params={{ workspace }}>
      Back to {list.label}
    </ButtonLink>
  );
}

/**
 * What a record's page shows when its one read failed: for an address that names no record here
 * (removed, another workspace's, mistyped), that there is none and the way back to its list; for
 * any other error, the error and **Try again**.
 */
export function RecordError(props: {
  read: { error: unknown; refetch: () => unknown };
  /** The record, as people say it: "domain", "mailbox", "event". */
  what: string;
  list: RecordList;
}) {
  if (!isRecordMissing(props.read.error)) {
    return (
      <ErrorNotice
        error={props.read.error}
        title={`This ${props.what} could not be loaded`}
        retry={() => void props.read.refetch()}
      />
    );
  }
  return <RecordMissing what={props.what} back={<BackToList list={props.list} />} />;
}

/** There is no such record in this workspace, and the way back to its list. */
export function RecordMissing(props: { what: string; back: ReactNode }) {
  useDocumentTitle(`No such ${props.what}`);
  return (
    <Stack align="flex-start" gap="xs">
      <Text component="h1" fw={700} size="xl">
        No such {props.what}
      </Text>
      <Text>
        There is no {props.what} at this address in this workspace: it may have been removed or
        moved to another workspace, or the address is not whole.
      </Text>
      {props.back}
    </Stack>
  );
}
