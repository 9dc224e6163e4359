import { Alert, Badge, Group, List, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BREAK_ANYWHERE } from '../../components/common/break-anywhere';
import { countOf } from '../../components/common/format';
import { TableScroll } from '../../components/table/TableScroll';

export type Level = 'ok' | 'warning' | 'error' | 'unknown' | 'not_measured';
type Summary = { level: 'ok' | 'warning' | 'error'; ok: number; warning: number; error: number };
type Item = {
  section: string;
  level: 'warning' | 'error';
  title: string;
  remedy: string;
  domain_name?: string;
};

const COLORS: Record<Level, string> = {
  ok: 'green',
  warning: 'yellow',
  error: 'red',
  unknown: 'gray',
  not_measured: 'gray',
};
const LABELS: Record<Level, string> = {
  ok: 'OK',
  warning: 'Warning',
  error: 'Error',
  unknown: 'Unknown',
  not_measured: 'Not measured',
};

/** A line's level as a badge (text, not colour alone). */
export function LevelBadge({ level }: { level: Level }) {
  return (
    <Badge color={COLORS[level]} variant="light" c={level === 'warning' ? 'dark' : undefined}>
      {LABELS[level]}
    </Badge>
  );
}

/**
 * The summary at the top: the overall level and the counts of each. A polite status, not an
 * alert (Mantine's Alert is one by default): a screen reader hears it when a check moves it, and
 * is not interrupted by it on every visit.
 */
export function SummaryBar({ summary, label }: { summary: Summary; label: string }) {
  return (
    <section aria-label="Health summary">
      <Alert
        color={COLORS[summary.level]}
        title={`${label}: ${LABELS[summary.level]}`}
        role="status"
        aria-atomic="true"
      >
        {summary.error} error{summary.error === 1 ? '' : 's'}, {summary.warning} warning
        {summary.warning === 1 ? '' : 's'}, {summary.ok} OK
      </Alert>
    </section>
  );
}

/**
 * The progress of the newest Check now. A status says when it starts and when it ends, once each
 * (not every domain done): the summary may not change at the end, and then nothing else would
 * say so. `running` counts from the press of Check now, so a check that ends before the first
 * read after it still ends with "Check finished".
 */
export function CheckProgress(props: { done: number; total: number; running: boolean }) {
  const [finished, setFinished] = useState(false);
  const wasRunning = useRef(props.running);
  useEffect(() => {
    if (props.running) setFinished(false);
    else if (wasRunning.current) setFinished(true);
    wasRunning.current = props.running;
  }, [props.running]);
  const value = props.total === 0 ? 0 : Math.round((100 * props.done) / props.total);
  return (
    <Stack gap={4}>
      <Text size="sm" role="status">
        {props.running
          ? `Checking ${countOf(props.total, 'domain', 'domains')}…`
          : finished
            ? 'Check finished.'
            : ''}
      </Text>
      {props.running && (
        <>
          <Text size="sm">
            {props.done} of {props.total} done
          </Text>
          <Progress value={value} aria-label="Check progress" animated />
        </>
      )}
    </Stack>
  );
}

/** Every action item: what to fix and how. */
export function ActionItems({ items }: { items: readonly Item[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Action items
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">Nothing to fix.</Text>
      ) : (
        <List spacing="xs" aria-label="Action items">
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two domains can share an item's title
            <List.Item key={`${item.title}-${i}`}>
              <Group gap="xs">
                <LevelBadge level={item.level} />
                <Text fw={600}>
                  {item.domain_name ? `${item.domain_name}: ` : ''}
                  {item.title}
                </Text>
              </Group>
              <Text size="sm">{item.remedy}</Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function Section(props: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {props.title}
      </Title>
      {props.children}
    </Stack>
  );
}

type DnsLine = { record: string; status: string; level: Level; detail: string };
type ListLine = {
  list: string;
  status: string;
  level: Level;
  answers: { target: string; answer: string; detail: string }[];
};

/** DNS (each record with its check) and blocklists (a refusal or an error is unknown). */
export function DomainChecks(props: {
  dns: readonly DnsLine[];
  blocklists: readonly ListLine[];
  bounces: { level: Level; bounce_rate: number | null; sent: number; period_days: number };
}) {
  return (
    <>
      <Section title="DNS">
        <TableScroll minWidth={560}>
          <Table aria-label="DNS checks">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Record</Table.Th>
                <Table.Th>Check</Table.Th>
                <Table.Th>Detail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.dns.map((d) => (
                <Table.Tr key={d.record}>
                  <Table.Td>{d.record}</Table.Td>
                  <Table.Td>
                    <LevelBadge level={d.level} />{' '}
                    <Text span size="sm">
                      {d.status}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={BREAK_ANYWHERE}>
                      {d.detail}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Section>
      <Section title="Blocklists">
        {props.blocklists.length === 0 ? (
          <Text c="dimmed">Not checked yet.</Text>
        ) : (
          <TableScroll minWidth={560}>
            <Table aria-label="Blocklists">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>List</Table.Th>
                  <Table.Th>Answer</Table.Th>
                  <Table.Th>Detail</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {props.blocklists.map((b) => (
                  <Table.Tr key={b.list}>
                    <Table.Td>{b.list}</Table.Td>
                    <Table.Td>
                      <LevelBadge level={b.level} />{' '}
                      <Text span size="sm">
                        {b.status}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {b.answers
                          .map((a) => `${a.target}: ${a.answer}${a.detail ? ` (${a.detail})` : ''}`)
                          .join('; ')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Section>
      <Section title="Bounces">
        <Group gap="xs">
          <LevelBadge level={props.bounces.level} />
          <Text size="sm">
            {props.bounces.bounce_rate === null
              ? `No mail sent in the last ${props.bounces.period_days} days`
              : `${props.bounces.bounce_rate} % of ${props.bounces.sent} messages bounced in the last ${props.bounces.period_days} days`}
          </Text>
        </Group>
      </Section>
    </>
  );
}

type WarmupLine = {
  mailbox_uid: string;
  email: string;
  status: string;
  health_score: number | null;
  level: Level;
};
type Placement = {
  name: string;
  completed_at: string | null;
  providers: {
    provider: string;
    name: string;
    inbox_pct: number | null;
    spam_pct: number | null;
    missing_pct: number | null;
    level: Level;
  }[];
} | null;

export function WarmupAndPlacement(props: { warmup: readonly WarmupLine[]; placement: Placement }) {
  const pct = (n: number | null) => (n === null ? '–' : `${n} %`);
  return (
    <>
      <Section title="Warmup health">
        {props.warmup.length === 0 ? (
          <Text c="dimmed">No mailbox is in warmup.</Text>
        ) : (
          <TableScroll minWidth={480}>
            <Table aria-label="Warmup health">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Mailbox</Table.Th>
                  <Table.Th>Warmup</Table.Th>
                  <Table.Th>Health (7 days in inbox)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {props.warmup.map((w) => (
                  <Table.Tr key={w.mailbox_uid}>
                    <Table.Td>{w.email}</Table.Td>
                    <Table.Td>{w.status}</Table.Td>
                    <Table.Td>
                      <LevelBadge level={w.level} /> {pct(w.health_score)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Section>
      <Section title="Latest placement">
        {!props.placement ? (
          <Text c="dimmed">No placement test yet.</Text>
        ) : (
          <TableScroll minWidth={320}>
            <Table aria-label="Latest placement by provider">
              <Table.Caption>{props.placement.name}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Provider</Table.Th>
                  <Table.Th>Inbox</Table.Th>
                  <Table.Th>Spam</Table.Th>
                  <Table.Th>Missing</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {props.placement.providers.map((p) => (
                  <Table.Tr key={p.provider}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td>
                      <LevelBadge level={p.level} /> {pct(p.inbox_pct)}
                    </Table.Td>
                    <Table.Td>{pct(p.spam_pct)}</Table.Td>
                    <Table.Td>{pct(p.missing_pct)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Section>
    </>
  );
}
