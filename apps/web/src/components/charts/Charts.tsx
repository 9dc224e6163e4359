import { Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { TableScroll } from '../table/TableScroll';

// Charts of the deliverability screens (recharts: imported only by those routes, so it loads
// with them and never with the first page). Every chart has a title, labelled axes and a legend.

export interface Series {
  key: string;
  label: string;
  color: string;
  /** `line` (default) or `bar`; bars with the same `stack` pile up. */
  type?: 'line' | 'bar';
  stack?: string;
}

/**
 * A titled figure: the chart, and its caption for screen readers and the page's outline (an h2:
 * each chart is a card of its screen, under the h1).
 */
function Figure(props: { title: string; children: ReactNode; note?: string }) {
  return (
    <figure style={{ margin: 0 }} aria-label={props.title}>
      <Title order={2} size="h5" mb={4}>
        {props.title}
      </Title>
      {props.children}
      {props.note && (
        <Text component="figcaption" size="xs" c="dimmed">
          {props.note}
        </Text>
      )}
    </figure>
  );
}

/** Day-by-day (or any category) series as lines and bars on one chart, with axis titles. */
export function SeriesChart(props: {
  title: string;
  data: object[];
  xKey: string;
  xLabel: string;
  yLabel: string;
  series: Series[];
  height?: number;
  note?: string;
  /** How an x value is written on the axis and in the tooltip (as it is, without one). */
  xFormat?: { tick: (value: string) => string; tooltip: (value: string) => string };
}) {
  return (
    <Figure title={props.title} note={props.note}>
      <div style={{ width: '100%', height: props.height ?? 260 }}>
        <ResponsiveContainer>
          <ComposedChart
            data={props.data}
            margin={{ top: 8, right: 16, bottom: 24, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#dee2e6" />
            <XAxis
              dataKey={props.xKey}
              tick={{ fontSize: 12, fill: '#343a40' }}
              tickFormatter={props.xFormat?.tick}
              label={{
                value: props.xLabel,
                position: 'insideBottom',
                offset: -14,
                fill: '#343a40',
              }}
            />
            <YAxis
              allowDecimals={false}
              tick={{ fontSize: 12, fill: '#343a40' }}
              label={{
                value: props.yLabel,
                angle: -90,
                position: 'insideLeft',
                fill: '#343a40',
                style: { textAnchor: 'middle' },
              }}
            />
            <Tooltip
              labelFormatter={(value) => props.xFormat?.tooltip(String(value)) ?? String(value)}
            />
            <Legend verticalAlign="top" height={28} />
            {props.series.map((s) =>
              s.type === 'bar' ? (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  fill={s.color}
                  stackId={s.stack}
                  isAnimationActive={false}
                />
              ) : (
                <Line
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  stroke={s.color}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              ),
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </Figure>
  );
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** A weekday × hour grid of counts, shaded by value, with its scale. */
export function Heatmap(props: { title: string; rows: string[]; values: number[][] }) {
  const max = Math.max(1, ...props.values.flat());
  const shade = (n: number) => `rgba(66, 99, 235, ${n === 0 ? 0.04 : 0.15 + (0.85 * n) / max})`;
  return (
    <Figure
      title={props.title}
      note={
        props.values.flat().some((n) => n > 0)
          ? `Darker is more; the darkest cell is ${max}.`
          : 'Nothing in this window yet.'
      }
    >
      <TableScroll minWidth={720}>
        <Table withTableBorder fz="xs" aria-label={props.title} style={{ tableLayout: 'fixed' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>Day</Table.Th>
              {HOURS.map((h) => (
                <Table.Th key={h} ta="center" px={0}>
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((day, d) => (
              <Table.Tr key={day}>
                <Table.Th scope="row">{day}</Table.Th>
                {(props.values[d] ?? []).map((n, h) => (
                  <Table.Td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the hour is the cell's identity.
                    key={h}
                    ta="center"
                    px={0}
                    style={{ background: shade(n), color: n / max > 0.55 ? '#fff' : '#212529' }}
                    title={`${day} ${h}:00: ${n}`}
                  >
                    {n || ''}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Figure>
  );
}

/** Steps of a funnel as horizontal bars, each with its count and its share of the first. */
export function Funnel(props: { title: string; steps: { label: string; value: number }[] }) {
  const first = Math.max(1, props.steps[0]?.value ?? 1);
  return (
    <Figure title={props.title}>
      <Table aria-label={props.title} fz="sm">
        <Table.Tbody>
          {props.steps.map((step) => (
            <Table.Tr key={step.label}>
              <Table.Th scope="row" w={160}>
                {step.label}
              </Table.Th>
              <Table.Td>
                <div
                  style={{
                    background: '#4263eb',
                    height: 14,
                    width: `${Math.max(1, (100 * step.value) / first)}%`,
                  }}
                />
              </Table.Td>
              <Table.Td w={120} ta="right">
                {step.value} ({Math.round((100 * step.value) / first)}%)
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Figure>
  );
}
