import { Group, Stack, Text } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useOp } from '../../api/query';
import { RecordError } from '../../components/common/ErrorNotice';
import { AnchorLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { useWorkspace } from '../../hooks';
import {
  ActionItems,
  DomainChecks,
  LevelBadge,
  SummaryBar,
  WarmupAndPlacement,
} from './HealthParts';

/** One mailbox's health: its status, its warmup, its domain's checks, the latest placement. */
export function MailboxHealthPage() {
  const workspace = useWorkspace();
  const { uid } = useParams({ from: '/signed-in/w/$workspace/health/mailboxes/$uid' });
  const health = useOp('getMailboxHealth', { workspace, params: { path: { uid } } });
  const data = health.data?.health;
  if (health.error)
    return (
      <RecordError
        read={health}
        what="mailbox"
        list={{ to: '/w/$workspace/health', label: 'Health' }}
      />
    );
  return (
    <Stack>
      <PageHeader title={data ? `Health of ${data.email}` : 'Mailbox health'} />
      {data && (
        <>
          <SummaryBar summary={data.summary} label={data.email} />
          <Group gap="xs">
            <Text>Mailbox status: {data.mailbox_status}</Text>
            <LevelBadge level={data.status_level} />
          </Group>
          <Text size="sm">
            Domain:{' '}
            <AnchorLink
              to="/w/$workspace/health/domains/$uid"
              params={{ workspace, uid: data.domain.domain_uid }}
            >
              {data.domain.domain_name}
            </AnchorLink>
          </Text>
          <ActionItems items={data.action_items} />
          <DomainChecks
            dns={data.domain.dns}
            blocklists={data.domain.blocklists}
            bounces={data.domain.bounces}
          />
          <WarmupAndPlacement warmup={data.warmup} placement={data.placement} />
        </>
      )}
    </Stack>
  );
}
