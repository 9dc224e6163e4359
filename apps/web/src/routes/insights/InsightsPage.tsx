import { Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useOp } from '../../api/query';
import { Funnel, Heatmap, SeriesChart } from '../../components/charts/Charts';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { PageHeader } from '../../components/common/PageHeader';
import { useWorkspace } from '../../hooks';

type Figures = Record<string, number | null>;

const rate = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${value}%`;

const WINDOWS = ['7', '14', '30', '90'];

function Figure(props: { label: string; value: string | number | null | undefined }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} size="xl">
        {props.value ?? '—'}
      </Text>
    </Card>
  );
}

/** Email Insight: the workspace's sending over a window, per day, and one mailbox's views. */
export function InsightsPage() {
  const workspace = useWorkspace();
  const [days, setDays] = useState('30');
  const query = { params: { query: { days: Number(days) } } };
  const overview = useOp('getInsightsWorkspaceOverview', { workspace, ...query });
  const daily = useOp('getInsightsDailyStats', { workspace, ...query });
  const o = overview.data?.data as unknown as Figures | undefined;
  const rows = ((daily.data?.data as unknown as { days?: Figures[] })?.days ?? []).map((d) => ({
    ...d,
    label: String(d.day).slice(5),
  }));
  return (
    <Stack>
      <PageHeader title="Email Insight">
        <Select
          aria-label="Window"
          w={140}
          data={WINDOWS.map((d) => ({ value: d, label: `Last ${d} days` }))}
          value={days}
          allowDeselect={false}
          onChange={(v) => v && setDays(v)}
        />
      </PageHeader>
      <ErrorNotice error={overview.error ?? daily.error} />
      {o && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} aria-label="Workspace overview">
          <Figure label="Sent" value={o.sent} />
          <Figure label="Mailboxes sending" value={o.mailboxes_sending} />
          <Figure label="Bounce rate" value={rate(o.bounce_rate)} />
          <Figure label="Reply rate" value={rate(o.reply_rate)} />
          <Figure label="Inbox rate" value={rate(o.inbox_rate)} />
          <Figure label="Auth failures" value={o.auth_failures} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Card withBorder>
          <SeriesChart
            title="Daily volume"
            data={rows}
            xKey="label"
            xLabel="Day (MM-DD)"
            yLabel="Messages"
            series={[
              {
                key: 'campaign_sent',
                label: 'Campaign',
                color: '#4263eb',
                type: 'bar',
                stack: 's',
              },
              { key: 'warmup_sent', label: 'Warmup', color: '#74c0fc', type: 'bar', stack: 's' },
              { key: 'bounced', label: 'Bounced', color: '#e03131' },
              { key: 'replies', label: 'Replies', color: '#2f9e44' },
            ]}
          />
        </Card>
        <Card withBorder>
          <SeriesChart
            title="Daily rates"
            data={rows}
            xKey="label"
            xLabel="Day (MM-DD)"
            yLabel="Percent"
            series={[
              { key: 'inbox_rate', label: 'Inbox rate', color: '#2f9e44' },
              { key: 'reply_rate', label: 'Reply rate', color: '#7048e8' },
              { key: 'bounce_rate', label: 'Bounce rate', color: '#e03131' },
            ]}
            note="A rate is empty on a day with nothing to divide by."
          />
        </Card>
      </SimpleGrid>
      <MailboxViews days={Number(days)} />
    </Stack>
  );
}

/** One mailbox: its totals, this window against the one before, reply times, first touches. */
function MailboxViews({ days }: { days: number }) {
  const workspace = useWorkspace();
  const mailboxes = useOp('listMailboxes', { workspace, body: { limit: 500 } });
  const [uid, setUid] = useState<string | null>(null);
  const chosen = uid ?? mailboxes.data?.mailboxes[0]?.uid ?? null;
  const init = { workspace, params: { path: { uid: chosen ?? '' }, query: { days } } };
  const enabled = { enabled: chosen !== null };
  const stats = useOp('getInsightsMailboxStats', init, enabled);
  const trends = useOp('getInsightsMailboxTrends', init, enabled);
  const heat = useOp('getInsightsMailboxReplyTimeHeatmap', init, enabled);
  const funnel = useOp('getInsightsMailboxFirstTouchFunnel', init, enabled);
  const s = stats.data?.data as unknown as Figures | undefined;
  const t = trends.data?.data as unknown as { current: Figures; previous: Figures } | undefined;
  const h = heat.data?.data as unknown as { weekdays: string[]; replies: number[][] } | undefined;
  const f = funnel.data?.data as unknown as Figures | undefined;
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          One mailbox
        </Title>
        <Select
          aria-label="Mailbox"
          searchable
          w={320}
          data={(mailboxes.data?.mailboxes ?? []).map((m) => ({ value: m.uid, label: m.email }))}
          value={chosen}
          onChange={setUid}
        />
      </Group>
      {!chosen ? (
        <Text c="dimmed">No mailbox in this workspace yet.</Text>
      ) : (
        <Stack>
          {s && (
            <SimpleGrid cols={{ base: 2, sm: 5 }} aria-label="Mailbox totals">
              <Figure label="Sent" value={s.sent} />
              <Figure label="Bounced" value={s.bounced} />
              <Figure label="Replies" value={s.replies} />
              <Figure label="Reply rate" value={rate(s.reply_rate)} />
              <Figure label="Inbox rate" value={rate(s.inbox_rate)} />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {t && (
              <SeriesChart
                title="This window against the one before"
                data={(['bounce_rate', 'reply_rate', 'inbox_rate'] as const).map((key) => ({
                  rate: key.replace('_rate', ''),
                  previous: t.previous[key],
                  current: t.current[key],
                }))}
                xKey="rate"
                xLabel="Rate"
                yLabel="Percent"
                series={[
                  { key: 'previous', label: 'Previous window', color: '#adb5bd', type: 'bar' },
                  { key: 'current', label: 'This window', color: '#4263eb', type: 'bar' },
                ]}
              />
            )}
            {f && (
              <Funnel
                title="First-touch funnel"
                steps={[
                  { label: 'Recipients contacted', value: Number(f.contacted ?? 0) },
                  { label: 'First touches', value: Number(f.first_touch ?? 0) },
                  { label: 'Delivered', value: Number(f.delivered ?? 0) },
                  { label: 'Replied', value: Number(f.replied ?? 0) },
                ]}
              />
            )}
          </SimpleGrid>
          {h && (
            <Heatmap title="Replies by weekday and hour" rows={h.weekdays} values={h.replies} />
          )}
        </Stack>
      )}
    </Card>
  );
}
