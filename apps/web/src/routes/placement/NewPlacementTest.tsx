import {
  Button,
  Card,
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useAction, useOp } from '../../api/query';
import { Form } from '../../components/common/Form';
import { useWorkspace } from '../../hooks';

const PROVIDERS = [
  ['gmail', 'Gmail'],
  ['google_workspace', 'Google Workspace'],
  ['outlook', 'Outlook.com'],
  ['microsoft_365', 'Microsoft 365'],
  ['yahoo', 'Yahoo'],
  ['aol', 'AOL'],
  ['icloud', 'iCloud'],
  ['gmx', 'GMX'],
  ['web_de', 'WEB.DE'],
  ['zoho', 'Zoho'],
] as const;
type Provider = (typeof PROVIDERS)[number][0];
const DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
type Day = (typeof DAYS)[number];

/** The form of a placement test: sent once now, or on a weekly schedule. */
export function NewPlacementTest() {
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const mailboxes = useOp('listMailboxes', { workspace, body: { status: 'active', limit: 500 } });
  const [mode, setMode] = useState<'now' | 'scheduled'>('now');
  const [form, setForm] = useState({
    name: '',
    subject: '',
    text: '',
    mailbox_uids: [] as string[],
    providers: [] as string[],
    days: ['monday'] as string[],
    time: '09:00',
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const now = useAction('createPlacementTest', {
    success: 'Test started: results appear here as the seeds find the copies',
    invalidates: ['listPlacementTests'],
    onSuccess: (data) =>
      void navigate({
        to: '/w/$workspace/placement/$uid',
        params: { workspace, uid: data.test.uid },
      }),
  });
  const scheduled = useAction('createScheduledPlacementTest', {
    success: 'Scheduled',
    invalidates: ['listScheduledPlacementTests'],
  });
  const errors = fieldErrors(mode === 'now' ? now.error : scheduled.error);
  const content = {
    ...(form.name ? { name: form.name } : {}),
    subject: form.subject,
    text: form.text,
    mailbox_uids: form.mailbox_uids,
    ...(form.providers.length ? { providers: form.providers as Provider[] } : {}),
  };
  return (
    <Card withBorder>
      <Form
        pending={now.isPending || scheduled.isPending}
        onSubmit={() => {
          if (mode === 'now') now.mutate({ workspace, idempotencyKey: true, body: content });
          else
            scheduled.mutate({
              workspace,
              body: {
                ...content,
                days: form.days as Day[],
                time: form.time,
                timezone: form.timezone,
              },
            });
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              New placement test
            </Title>
            <SegmentedControl
              aria-label="When"
              value={mode}
              onChange={(v) => setMode(v as 'now' | 'scheduled')}
              data={[
                { value: 'now', label: 'Send once now' },
                { value: 'scheduled', label: 'On a schedule' },
              ]}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              value={form.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={errors.name}
            />
            <TextInput
              label="Subject"
              required
              value={form.subject}
              onChange={(e) => set({ subject: e.currentTarget.value })}
              error={errors.subject}
            />
          </SimpleGrid>
          <Textarea
            label="Text"
            required
            autosize
            minRows={3}
            value={form.text}
            onChange={(e) => set({ text: e.currentTarget.value })}
            error={errors.text}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label="Send from"
              required
              searchable
              placeholder="Active mailboxes"
              data={(mailboxes.data?.mailboxes ?? []).map((m) => ({
                value: m.uid,
                label: m.email,
              }))}
              value={form.mailbox_uids}
              onChange={(mailbox_uids) => set({ mailbox_uids })}
              error={errors.mailbox_uids}
            />
            <MultiSelect
              label="Providers"
              placeholder="Every provider with seeds"
              data={PROVIDERS.map(([value, label]) => ({ value, label }))}
              value={form.providers}
              onChange={(providers) => set({ providers })}
              error={errors.providers}
            />
          </SimpleGrid>
          {mode === 'scheduled' && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <MultiSelect
                label="Days"
                data={DAYS.map((d) => ({ value: d, label: d[0]!.toUpperCase() + d.slice(1) }))}
                value={form.days}
                onChange={(days) => set({ days })}
                error={errors.days}
              />
              <TextInput
                label="Time (HH:MM)"
                value={form.time}
                onChange={(e) => set({ time: e.currentTarget.value })}
                error={errors.time}
              />
              <TextInput
                label="Time zone"
                value={form.timezone}
                onChange={(e) => set({ timezone: e.currentTarget.value })}
                error={errors.timezone}
              />
            </SimpleGrid>
          )}
          <Group>
            <Button type="submit" loading={now.isPending || scheduled.isPending}>
              {mode === 'now' ? 'Send test' : 'Schedule test'}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Card>
  );
}
