import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useAction, useOp } from '../../api/query';
import { BREAK_ANYWHERE } from '../../components/common/break-anywhere';
import { ConfirmButton } from '../../components/common/ConfirmButton';
import { RecordError } from '../../components/common/ErrorNotice';
import { formatDate } from '../../components/common/format';
import { Loading } from '../../components/common/Loading';
import { AnchorLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { LiveStatusBadge } from '../../components/common/StatusBadge';
import { StatusHistory } from '../../components/common/StatusHistory';
import { useWorkspace } from '../../hooks';
import { CredentialsCard } from './CredentialsCard';
import { MailboxSettings } from './MailboxSettings';
import { MailLink } from './MailLink';

const FAILED = new Set(['failed', 'renewal_failed', 'suspended']);

/** One mailbox: status and its timeline, failure reason, credentials on request, settings. */
export function MailboxPage() {
  const workspace = useWorkspace();
  const { uid } = useParams({ from: '/signed-in/w/$workspace/mailboxes/$uid' });
  const details = useOp('getMailbox', { workspace, params: { query: { uid } } });
  const mailbox = details.data?.mailbox;
  const failure = useOp(
    'getMailboxFailureReason',
    { workspace, params: { query: { uid } } },
    { enabled: !!mailbox && FAILED.has(mailbox.status) },
  );
  const consent = useOp(
    'listConsentRequests',
    { workspace, params: { query: { mailbox_uid: uid, limit: 5 } } },
    { enabled: !!mailbox },
  );
  const clientIds = useOp(
    'listClientIdRequests',
    { workspace, params: { query: { domain_uid: mailbox?.domain_uid ?? '', limit: 5 } } },
    { enabled: !!mailbox },
  );
  const resetup = useAction('resetupMailboxes', {
    pending: 'Setting up again…',
    success: 'Set-up started again',
    invalidates: ['getMailbox', 'listMailboxes'],
  });

  if (details.error) {
    return (
      <RecordError
        read={details}
        what="mailbox"
        list={{ to: '/w/$workspace/mailboxes', label: 'Mailboxes' }}
      />
    );
  }
  if (!mailbox) return <Loading />;
  const pendingConsent = consent.data?.data.find(
    (c) => c.status === 'pending' || c.status === 'queued',
  );
  const pendingClientId = clientIds.data?.client_id_requests.find(
    (c) => c.status === 'pending' || c.status === 'queued',
  );

  return (
    <Stack>
      <PageHeader title={mailbox.email}>
        <LiveStatusBadge status={mailbox.status} />
        <MailLink workspace={workspace} mailbox={mailbox} />
      </PageHeader>
      {/* Names of up to 100 characters with no space, and a domain of up to 253, break anywhere. */}
      <Text size="sm" style={BREAK_ANYWHERE}>
        {mailbox.first_name} {mailbox.last_name} · {mailbox.platform} · domain{' '}
        <AnchorLink to="/w/$workspace/domains/$uid" params={{ workspace, uid: mailbox.domain_uid }}>
          {mailbox.domain_name}
        </AnchorLink>{' '}
        · renews {formatDate(mailbox.renewal_date)}
      </Text>
      <Group gap="md">
        <AnchorLink
          size="sm"
          to="/w/$workspace/warmup/$mailbox"
          params={{ workspace, mailbox: uid }}
        >
          Its warmup
        </AnchorLink>
        <AnchorLink size="sm" to="/w/$workspace/health/mailboxes/$uid" params={{ workspace, uid }}>
          Its health
        </AnchorLink>
      </Group>
      {FAILED.has(mailbox.status) && (
        <Alert color="red" title="Why it failed">
          <Text size="sm">
            {failure.data?.reason || mailbox.status_reason || 'No reason recorded.'}
          </Text>
          {failure.data?.failed_step && <Text size="sm">Step: {failure.data.failed_step}</Text>}
          {mailbox.status === 'failed' && (
            <ConfirmButton
              mt="xs"
              size="xs"
              loading={resetup.isPending}
              title={`Set up ${mailbox.email} again?`}
              message="Its failed set-up was refunded, so setting it up again charges its first month again from the wallet, as buying it did."
              confirmLabel="Set it up again"
              onConfirm={() => resetup.mutate({ workspace, body: { uids: [uid] } })}
            >
              Set it up again
            </ConfirmButton>
          )}
        </Alert>
      )}
      {pendingConsent && (
        <Alert color="blue" title="Waiting for the mailbox user's consent">
          Send this link to the person who owns {mailbox.email}; they sign in and allow access:{' '}
          <Anchor href={pendingConsent.consent_url ?? '#'} target="_blank" rel="noreferrer">
            consent link
          </Anchor>
          {pendingConsent.expires_at && ` (valid until ${formatDate(pendingConsent.expires_at)})`}.
        </Alert>
      )}
      {pendingClientId && (
        <Alert color="blue" title="Waiting for the client id to be allowed">
          {pendingClientId.instructions ||
            `Allow client id ${pendingClientId.client_id} in the admin console of ${pendingClientId.domain_name}.`}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CredentialsCard workspace={workspace} uid={uid} />
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            Status timeline
          </Title>
          <StatusHistory workspace={workspace} recordUid={uid} />
        </Card>
      </SimpleGrid>
      <MailboxSettings workspace={workspace} mailbox={mailbox} />
    </Stack>
  );
}
