import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { fieldErrors, isRecordMissing } from '../../api/errors';
import { useAction, useOp } from '../../api/query';
import { SeriesChart } from '../../components/charts/Charts';
import { EmptyState } from '../../components/common/EmptyState';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { Form } from '../../components/common/Form';
import { formatDate } from '../../components/common/format';
import { Loading } from '../../components/common/Loading';
import { AnchorLink, ButtonLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { StatusBadge } from '../../components/common/StatusBadge';
import { useWorkspace } from '../../hooks';
import { shortDay, WarmupActions } from './warmup-parts';

const SETTINGS = [
  ['warmup_start', 'Emails on the first day', 1, 50],
  ['warmup_increment', 'Emails added each day', 1, 20],
  ['warmup_limit', 'Most emails a day', 1, 50],
  ['warmup_replyrate', 'Reply rate (%)', 0, 100],
] as const;

type SettingKey = (typeof SETTINGS)[number][0];

/** One mailbox's warmup: its ramp (target against sent), where its mail landed, its settings. */
export function WarmupMailbox() {
  const workspace = useWorkspace();
  const { mailbox } = useParams({ from: '/signed-in/w/$workspace/warmup/$mailbox' });
  const details = useOp('getWarmupDetails', {
    workspace,
    params: { query: { mailbox_uid: mailbox, days: 30 } },
  });
  const sub = details.data?.subscription;
  const [form, setForm] = useState<Record<SettingKey, number | string>>({
    warmup_start: '',
    warmup_increment: '',
    warmup_limit: '',
    warmup_replyrate: '',
  });
  const save = useAction('updateWarmupSettings', {
    success: 'Settings saved',
    invalidates: ['getWarmupDetails', 'listWarmupSubscriptions'],
  });
  const { reset } = save;
  // The stored settings, again each time the subscription is read again (a save, a pause): an
  // error about a value typed before goes with it.
  useEffect(() => {
    if (!sub) return;
    reset();
    setForm({
      warmup_start: sub.warmup_start,
      warmup_increment: sub.warmup_increment,
      warmup_limit: sub.warmup_limit,
      warmup_replyrate: sub.warmup_replyrate,
    });
  }, [sub, reset]);
  // The screen's h1 stays (a page without one has no outline): the mailbox has no warmup.
  if (isRecordMissing(details.error))
    return (
      <Stack>
        <PageHeader title="Warmup" />
        <EmptyState
          title="No warmup on this mailbox"
          action={
            <ButtonLink to="/w/$workspace/mailboxes/$uid" params={{ workspace, uid: mailbox }}>
              Back to the mailbox
            </ButtonLink>
          }
        >
          Warmup starts from the mailbox table: tick the mailbox, then Actions, Start warmup.
        </EmptyState>
      </Stack>
    );
  if (details.error)
    return (
      <ErrorNotice
        error={details.error}
        title="No warmup to show"
        retry={() => void details.refetch()}
      />
    );
  if (!sub) return <Loading />;
  const daily = (details.data?.daily ?? []).map((d) => ({ ...d, day: shortDay(d.date) }));
  const noPartner = sub.status_reason.startsWith('No warmup partner');
  const errors = fieldErrors(save.error);
  return (
    <Stack>
      <PageHeader title={`Warmup of ${sub.mailbox_email}`}>
        <WarmupActions subscription={sub} />
      </PageHeader>
      <Group gap="md">
        <StatusBadge status={sub.status} />
        <Text>Day {sub.day}</Text>
        <Text>Health {sub.health_score === null ? '—' : `${sub.health_score}%`}</Text>
        <Text>Today's target {'daily_target' in sub ? String(sub.daily_target) : '—'}</Text>
        <Text c="dimmed" size="sm">
          Started {formatDate(sub.started_at)}
        </Text>
        <AnchorLink to="/w/$workspace/mailboxes/$uid" params={{ workspace, uid: mailbox }}>
          Mailbox page
        </AnchorLink>
      </Group>
      {sub.status_reason && (
        <Alert
          color={noPartner ? 'orange' : 'gray'}
          title={noPartner ? 'This warmup cannot work yet' : 'Why'}
          role={noPartner ? 'alert' : undefined}
        >
          {sub.status_reason}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Card withBorder>
          <SeriesChart
            title="Ramp: target and sent per day"
            data={daily}
            xKey="day"
            xLabel="Day"
            yLabel="Emails"
            series={[
              { key: 'sent', label: 'Sent', color: '#4263eb', type: 'bar' },
              { key: 'target', label: 'Target', color: '#e8590c' },
            ]}
            note="The target is the ramp's volume for the day; 0 on a day not warmed (paused, no partner)."
          />
        </Card>
        <Card withBorder>
          <SeriesChart
            title="Where its mail landed"
            data={daily}
            xKey="day"
            xLabel="Day"
            yLabel="Emails"
            series={[
              { key: 'inbox', label: 'Inbox', color: '#2f9e44', type: 'bar', stack: 'landed' },
              { key: 'spam', label: 'Spam', color: '#e03131', type: 'bar', stack: 'landed' },
              { key: 'rescued', label: 'Rescued from spam', color: '#f08c00' },
              { key: 'replied', label: 'Replied', color: '#7048e8' },
            ]}
          />
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Settings
        </Title>
        <Form
          pending={save.isPending}
          onSubmit={() => {
            save.mutate({
              workspace,
              body: {
                mailbox_uids: [mailbox],
                ...Object.fromEntries(SETTINGS.map(([key]) => [key, Number(form[key])])),
              },
            });
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            {SETTINGS.map(([key, label, min, max]) => (
              <NumberInput
                key={key}
                label={label}
                min={min}
                max={max}
                value={form[key]}
                onChange={(value) => setForm((f) => ({ ...f, [key]: value }))}
                error={errors[key]}
              />
            ))}
          </SimpleGrid>
          <Button
            type="submit"
            mt="sm"
            loading={save.isPending}
            disabled={sub.status === 'cancelled'}
          >
            Save settings
          </Button>
        </Form>
      </Card>
    </Stack>
  );
}
