import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { OpData } from '../../api/client';
import { fieldErrors } from '../../api/errors';
import { useAction } from '../../api/query';
import { Form } from '../../components/common/Form';
import { formatDate } from '../../components/common/format';
import { useStoredField } from '../../hooks';

type Domain = OpData<'listDomains'>['domains'][number];

const REFRESH = ['listDomains', 'getDnsRecords'] as const;
const POLICIES = ['none', 'quarantine', 'reject'] as const;

/**
 * One domain's DMARC policy, catch-all address and web forwarding, each set or removed on its
 * own, as the domain table's bulk actions do for many.
 */
export function DomainSettings(props: { workspace: string; domain: Domain }) {
  const { workspace, domain } = props;
  const uids = [domain.uid];
  const [policy, setPolicy] = useStoredField<string>(domain.dmarc?.policy ?? 'quarantine');
  const [reports, setReports] = useStoredField(domain.dmarc?.email ?? '');
  const [catchAll, setCatchAll] = useStoredField(domain.catch_all_email);
  const [forwarding, setForwarding] = useStoredField(domain.forwarding_url);
  const dmarc = useAction('setDmarcConfiguration', {
    success: 'DMARC policy saved',
    invalidates: [...REFRESH],
  });
  const noDmarc = useAction('removeDmarcConfiguration', {
    success: 'DMARC policy removed',
    invalidates: [...REFRESH],
  });
  const setCatch = useAction('setCatchAllEmail', {
    success: 'Catch-all address saved',
    invalidates: [...REFRESH],
  });
  const noCatch = useAction('removeCatchAllEmail', {
    success: 'Catch-all address removed',
    invalidates: [...REFRESH],
  });
  const forward = useAction('setDomainForwarding', {
    success: (d) => d.message,
    invalidates: [...REFRESH],
  });

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        Settings
      </Title>
      <Stack>
        <Form pending={dmarc.isPending || noDmarc.isPending}>
          <Group align="end" mb="xs">
            <Select
              label="DMARC policy"
              data={[...POLICIES]}
              value={policy}
              onChange={(value) => setPolicy(value ?? 'none')}
              allowDeselect={false}
              w={140}
            />
            <TextInput
              label="Aggregate reports to (optional)"
              type="email"
              value={reports}
              onChange={(e) => setReports(e.currentTarget.value)}
              error={fieldErrors(dmarc.error).email}
            />
          </Group>
          <Group>
            <Button
              type="submit"
              variant="default"
              loading={dmarc.isPending}
              onClick={() =>
                dmarc.mutate({
                  workspace,
                  body: { uids, policy: policy as 'none', ...(reports ? { email: reports } : {}) },
                })
              }
            >
              Save DMARC
            </Button>
            {domain.dmarc && (
              <Button
                variant="subtle"
                loading={noDmarc.isPending}
                onClick={() => noDmarc.mutate({ workspace, body: { uids } })}
              >
                Remove DMARC
              </Button>
            )}
          </Group>
        </Form>
        <Form pending={setCatch.isPending || noCatch.isPending}>
          <TextInput
            mb="xs"
            label="Catch-all address"
            description="Mail to unknown addresses of the domain goes here."
            type="email"
            value={catchAll}
            onChange={(e) => setCatchAll(e.currentTarget.value)}
            error={fieldErrors(setCatch.error).email}
          />
          <Group>
            <Button
              type="submit"
              variant="default"
              loading={setCatch.isPending}
              disabled={catchAll === domain.catch_all_email}
              onClick={() => setCatch.mutate({ workspace, body: { uids, email: catchAll } })}
            >
              Save catch-all
            </Button>
            {domain.catch_all_email && (
              <Button
                variant="subtle"
                loading={noCatch.isPending}
                onClick={() => noCatch.mutate({ workspace, body: { uids } })}
              >
                Remove catch-all
              </Button>
            )}
          </Group>
        </Form>
        <Form pending={forward.isPending}>
          <TextInput
            mb="xs"
            label="Web forwarding"
            description="Visitors of the domain are sent here. Empty removes it."
            type="url"
            value={forwarding}
            onChange={(e) => setForwarding(e.currentTarget.value)}
            error={fieldErrors(forward.error).forwarding_url}
          />
          <Group>
            <Button
              type="submit"
              variant="default"
              loading={forward.isPending}
              disabled={forwarding === domain.forwarding_url}
              onClick={() =>
                forward.mutate({ workspace, body: { uids, forwarding_url: forwarding } })
              }
            >
              Save forwarding
            </Button>
          </Group>
        </Form>
        <Text size="sm">Renews: {formatDate(domain.renewal_date)}</Text>
      </Stack>
    </Card>
  );
}
