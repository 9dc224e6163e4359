import { Button, Card, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useAction, useOp } from '../../api/query';
import { canSeeBilling, useSession } from '../../api/session';
import { ErrorNotice } from '../../components/common/ErrorNotice';
import { Form } from '../../components/common/Form';
import { PageHeader } from '../../components/common/PageHeader';
import { useStoredField, useWorkspace } from '../../hooks';

/**
 * The open workspace's name, visibility, billing and webhook; and a new workspace. Drawn afresh
 * for each workspace: nothing typed and not saved in one is carried into another (where saving
 * would write it), and the new workspace's name is empty once it is made and opened.
 */
export function SettingsPage() {
  const workspace = useWorkspace();
  return <WorkspaceSettings key={workspace} workspace={workspace} />;
}

function WorkspaceSettings({ workspace }: { workspace: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const details = useOp('getWorkspace', { params: { query: { uid: workspace } } });
  const current = details.data?.workspace;
  // Each field is filled again only when its stored value changes: saving the webhook keeps a
  // name typed and not saved yet, and saving the name keeps a URL typed.
  const [name, setName] = useStoredField(current?.name ?? '');
  const [adminsOnly, setAdminsOnly] = useStoredField(current?.admins_only ?? false);
  const [sharedBilling, setSharedBilling] = useStoredField(current?.use_shared_billing ?? true);
  const [webhookUrl, setWebhookUrl] = useStoredField(current?.webhook_url ?? '');
  const form = {
    name,
    admins_only: adminsOnly,
    use_shared_billing: sharedBilling,
    webhook_url: webhookUrl,
  };
  const update = useAction('updateWorkspace', {
    success: 'Workspace saved',
    invalidates: ['getWorkspace', 'listWorkspaces'],
  });
  const webhook = useAction('updateWorkspaceWebhook', {
    success: 'Webhook saved',
    invalidates: ['getWorkspace'],
  });
  const [newName, setNewName] = useState('');
  const create = useAction('createWorkspace', {
    success: (d) => `Workspace ${d.workspace.name} created`,
    invalidates: ['listWorkspaces'],
    onSuccess: (d) =>
      void navigate({ to: '/w/$workspace/settings', params: { workspace: d.workspace.uid } }),
  });
  const isAdmin = session.member.role === 'admin';
  const errors = fieldErrors(update.error);

  return (
    <Stack>
      <PageHeader title="Workspace settings" />
      <ErrorNotice error={details.error} />
      <Card withBorder maw={640}>
        <Form pending={update.isPending}>
          <Stack>
            <TextInput
              label="Name"
              value={form.name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
            />
            {isAdmin && (
              <Switch
                label="Only admins see this workspace"
                checked={form.admins_only}
                onChange={(e) => setAdminsOnly(e.currentTarget.checked)}
              />
            )}
            {canSeeBilling(session) && (
              <Switch
                label="Pay from the team's wallet (off: this workspace's own wallet)"
                checked={form.use_shared_billing}
                onChange={(e) => setSharedBilling(e.currentTarget.checked)}
              />
            )}
            <Button
              type="submit"
              w="fit-content"
              loading={update.isPending}
              onClick={() =>
                update.mutate({
                  params: { path: { uid: workspace } },
                  body: {
                    name: form.name,
                    ...(isAdmin ? { admins_only: form.admins_only } : {}),
                    ...(canSeeBilling(session)
                      ? { use_shared_billing: form.use_shared_billing }
                      : {}),
                  },
                })
              }
            >
              Save
            </Button>
          </Stack>
        </Form>
      </Card>
      <Card withBorder maw={640}>
        <Title order={2} size="h4" mb="xs">
          Webhook
        </Title>
        <Form pending={webhook.isPending}>
          <Group align="end">
            <TextInput
              label="Receiver URL"
              description="Signed status events are sent here. Empty turns it off."
              type="url"
              value={form.webhook_url}
              onChange={(e) => setWebhookUrl(e.currentTarget.value)}
              error={fieldErrors(webhook.error).webhook_url}
              w={{ base: '100%', xs: 380 }}
            />
            <Button
              type="submit"
              variant="default"
              loading={webhook.isPending}
              onClick={() =>
                webhook.mutate({ body: { uid: workspace, webhook_url: form.webhook_url } })
              }
            >
              Save webhook
            </Button>
          </Group>
        </Form>
      </Card>
      {isAdmin && (
        <Card withBorder maw={640}>
          <Title order={2} size="h4" mb="xs">
            New workspace
          </Title>
          <Form pending={create.isPending}>
            <Group align="end">
              <TextInput
                label="Workspace name"
                value={newName}
                onChange={(e) => setNewName(e.currentTarget.value)}
                error={fieldErrors(create.error).name}
              />
              <Button
                type="submit"
                loading={create.isPending}
                onClick={() => create.mutate({ body: { name: newName } })}
              >
                Create workspace
              </Button>
            </Group>
          </Form>
        </Card>
      )}
    </Stack>
  );
}
