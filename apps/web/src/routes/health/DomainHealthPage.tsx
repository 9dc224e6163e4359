import { Button, Stack, Text } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useAction, useOp } from '../../api/query';
import { BREAK_ANYWHERE } from '../../components/common/break-anywhere';
import { RecordError } from '../../components/common/ErrorNotice';
import { formatDate } from '../../components/common/format';
import { AnchorLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { useWorkspace } from '../../hooks';
import {
  ActionItems,
  CheckProgress,
  DomainChecks,
  SummaryBar,
  WarmupAndPlacement,
} from './HealthParts';

const busy = (status: string) => status === 'queued' || status === 'running';

/** One domain's health: DNS, blocklists, bounces, warmup, placement, what to fix. */
export function DomainHealthPage() {
  const workspace = useWorkspace();
  const { uid } = useParams({ from: '/signed-in/w/$workspace/health/domains/$uid' });
  const health = useOp(
    'getDomainHealth',
    { workspace, params: { path: { uid } } },
    { refetchInterval: (q) => (busy(q.state.data?.health.check.status ?? '') ? 1000 : false) },
  );
  const check = useAction('checkHealth', {
    success: 'Checking in the background',
    invalidates: ['getDomainHealth', 'getWorkspaceHealth'],
  });
  const data = health.data?.health;
  if (health.error)
    return (
      <RecordError
        read={health}
        what="domain"
        list={{ to: '/w/$workspace/health', label: 'Health' }}
      />
    );
  return (
    <Stack>
      <PageHeader title={data ? `Health of ${data.domain_name}` : 'Domain health'}>
        <Button
          onClick={() => check.mutate({ workspace, body: { domain_uids: [uid] } })}
          loading={check.isPending}
          disabled={busy(data?.check.status ?? '')}
        >
          Check now
        </Button>
      </PageHeader>
      {data && (
        <>
          <SummaryBar summary={data.summary} label={data.domain_name} />
          <CheckProgress done={0} total={1} running={busy(data.check.status) || check.isPending} />
          <Text size="sm" c="dimmed">
            {data.check.status === 'never'
              ? 'Never checked.'
              : `Last check: ${data.check.status}${data.check.finished_at ? `, ${formatDate(data.check.finished_at)}` : ''}`}
          </Text>
          <ActionItems items={data.action_items} />
          <DomainChecks dns={data.dns} blocklists={data.blocklists} bounces={data.bounces} />
          <WarmupAndPlacement warmup={data.warmup} placement={data.placement} />
          {data.mailboxes.length > 0 && (
            // An address of the longest parts (64 + 253 characters) breaks anywhere.
            <Text size="sm" style={BREAK_ANYWHERE}>
              Mailboxes:{' '}
              {data.mailboxes.map((m, i) => (
                <span key={m.uid}>
                  {i > 0 && ', '}
                  <AnchorLink
                    to="/w/$workspace/health/mailboxes/$uid"
                    params={{ workspace, uid: m.uid }}
                  >
                    {m.email}
                  </AnchorLink>
                </span>
              ))}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
