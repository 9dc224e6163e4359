/** One metric with its samples, rendered in the Prometheus text exposition format (0.0.4). */
export interface MetricFamily {
  name: string;
  help: string;
  type: 'counter' | 'gauge';
  samples: Array<{ labels: Record<string, string>; value: number }>;
}

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

export function renderPrometheus(families: MetricFamily[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${family.help}`, `# TYPE ${family.name} ${family.type}`);
    for (const { labels, value } of family.samples) {
      const pairs = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
      lines.push(`${family.name}${pairs.length ? `{${pairs.join(',')}}` : ''} ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
