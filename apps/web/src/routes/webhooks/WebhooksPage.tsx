import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { OpData } from '../../api/client';
import { fieldErrors } from '../../api/errors';
import { useAction, useOp } from '../../api/query';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { Form } from '../../components/common/Form';
import { formatDate } from '../../components/common/format';
import { PageHeader } from '../../components/common/PageHeader';
import { useStoredField, useWorkspace } from '../../hooks';
import { EventLog } from './EventLog';

/** Webhooks: where events go, how they are signed, and the log of every event and delivery. */
export function WebhooksPage() {
  // Each workspace's filters, revealed secret and typed URL are its own: drawn afresh on a switch.
  const workspace = useWorkspace();
  return (
    <Stack key={workspace}>
      <PageHeader title="Webhooks" />
      <Endpoint />
      <Signing />
      <EventLog />
    </Stack>
  );
}

function Endpoint() {
  const workspace = useWorkspace();
  const details = useOp('getWorkspace', { workspace, params: { query: { uid: workspace } } });
  const ws = details.data?.workspace;
  if (!ws) return <ErrorNotice error={details.error} />;
  return <EndpointForm key={ws.uid} workspace={ws} />;
}

function EndpointForm({ workspace: ws }: { workspace: OpData<'getWorkspace'>['workspace'] }) {
  const workspace = ws.uid;
  // A URL saved elsewhere (Workspace settings, the API) fills the field once it is read again.
  const [url, setUrl] = useStoredField(ws.webhook_url);
  const save = useAction('updateWorkspaceWebhook', {
    success: 'Webhook URL saved',
    invalidates: ['getWorkspace'],
  });
  const test = useAction('sendTestWebhookEvent', {
    success: 'Test event sent: it appears in the log below',
    invalidates: ['listWebhookEvents'],
  });
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        Endpoint
      </Title>
      {ws.webhook_disabled_at && (
        <Alert color="red" title="Deliveries are stopped" mb="sm">
          {ws.webhook_disabled_reason} (since {formatDate(ws.webhook_disabled_at)}). Saving the URL
          again starts them.
        </Alert>
      )}
      <Form
        pending={save.isPending}
        onSubmit={() => {
          save.mutate({ workspace, body: { uid: workspace, webhook_url: url } });
        }}
      >
        <Group align="end">
          <TextInput
            label="Webhook URL"
            placeholder="https://example.com/hooks/mailwright"
            w={{ base: '100%', xs: 420 }}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={fieldErrors(save.error).webhook_url}
          />
          <Button type="submit" loading={save.isPending}>
            Save URL
          </Button>
          <Button
            variant="light"
            loading={test.isPending}
            disabled={!ws.webhook_url}
            onClick={() => test.mutate({ workspace })}
          >
            Send a test event
          </Button>
        </Group>
      </Form>
    </Card>
  );
}

/**
 * The two ways a workspace's deliveries are signed (docs/webhooks.md, "Signature schemes"): a name
 * short enough to read whole in the field at a phone's width, and what it means, said under it.
 */
const SCHEMES: Record<'hmac' | 'api_key_sha256', { label: string; meaning: string }> = {
  hmac: {
    label: 'HMAC-SHA256, signing secret',
    meaning: 'Each delivery’s time and body, signed afresh with the signing secret. The default.',
  },
  api_key_sha256: {
    label: 'SHA-256 of an API key',
    meaning:
      'The real service’s scheme: the same value on every delivery. Only for a sandbox receiver written for it.',
  },
};

function Signing() {
  const workspace = useWorkspace();
  const [shown, setShown] = useState(false);
  const [grace, setGrace] = useState<number | string>(60);
  const secret = useOp('getWebhookSigningSecret', { workspace }, { enabled: shown });
  const rotate = useAction('rotateWebhookSigningSecret', {
    success: (d) => `New secret signs from ${formatDate(d.active_at)}`,
    invalidates: ['getWebhookSigningSecret'],
    onSuccess: () => setShown(true),
  });
  const current = useOp('getWebhookSignatureScheme', { workspace });
  const scheme = useAction('setWebhookSignatureScheme', {
    success: (d) => `Signature scheme: ${SCHEMES[d.scheme].label}`,
    invalidates: ['getWebhookSignatureScheme', 'getWebhookSigningSecret'],
  });
  const chosen = current.data?.scheme;
  const s = secret.data;
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        Signing
      </Title>
      <Stack gap="sm">
        <Group>
          {shown && s ? (
            <>
              <Text size="sm">Signing secret</Text>
              <Code aria-label="Signing secret">{s.secret}</Code>
              <Button size="compact-sm" variant="subtle" onClick={() => setShown(false)}>
                Hide secret
              </Button>
            </>
          ) : (
            <Button variant="light" onClick={() => setShown(true)}>
              Reveal signing secret
            </Button>
          )}
        </Group>
        {shown && s?.next_secret && (
          <Alert color="blue" title="Rotation under way">
            The next secret <Code>{s.next_secret}</Code> signs from{' '}
            {formatDate(s.next_secret_active_at)}; until then both verify.
          </Alert>
        )}
        <Group align="end">
          <NumberInput
            label="Grace period (minutes)"
            description="The old secret keeps signing this long, so receivers can switch."
            min={0}
            w={260}
            value={grace}
            onChange={setGrace}
            error={fieldErrors(rotate.error).grace_period_minutes}
          />
          <Button
            variant="light"
            loading={rotate.isPending}
            onClick={() =>
              rotate.mutate({ workspace, body: { grace_period_minutes: Number(grace) } })
            }
          >
            Rotate secret
          </Button>
        </Group>
        <Select
          label="Signature scheme"
          w={{ base: '100%', xs: 440 }}
          // The API key scheme hashes the key of the token that chooses it: a signed-in session
          // has none, so the API refuses it here; it is listed, not offered.
          data={Object.entries(SCHEMES).map(([value, { label }]) => ({
            value,
            label: value === 'api_key_sha256' ? `${label} (set with an API token)` : label,
            disabled: value === 'api_key_sha256',
          }))}
          description={chosen && SCHEMES[chosen].meaning}
          value={chosen ?? null}
          onChange={(value) =>
            value &&
            scheme.mutate({ workspace, body: { scheme: value as 'hmac' | 'api_key_sha256' } })
          }
        />
      </Stack>
    </Card>
  );
}
