import { Alert, Text } from '@mantine/core';
import type { OpData } from '../../api/client';
import { statusLabel } from '../../components/common/StatusBadge';

type Checked = OpData<'verifyDnsRecords'>['results'][number];

/**
 * What Verify found on a domain, kept on its page until the next check or repair: each kind of
 * record's state (a record missing, which the records' table cannot show since it is not there),
 * and what to do when one needs repair.
 */
export function DnsCheck({ result }: { result: Checked }) {
  const title = `DNS checked: ${statusLabel(result.overall_health)}`;
  if (result.status === 'error')
    return (
      <Alert color="red" title={title} role="status">
        {result.error_message}
      </Alert>
    );
  return (
    <Alert
      color={
        result.needs_repair ? 'yellow' : result.overall_health === 'healthy' ? 'green' : 'blue'
      }
      title={title}
      role="status"
    >
      <Text size="sm">
        {result.records.map((r) => `${r.label} ${statusLabel(r.status)}`).join(' · ')}
      </Text>
      {result.needs_repair && (
        <Text size="sm">Repair publishes again what is missing or altered.</Text>
      )}
    </Alert>
  );
}
