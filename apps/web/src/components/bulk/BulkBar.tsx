import { Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { countOf } from '../common/money';

export interface BulkAction {
  label: string;
  /** Asks for what the action needs (a sequencer, a tag, an address) before it runs. */
  form?: (submit: () => void) => ReactNode;
  /** A sentence asking to confirm ("Cancel 12 mailboxes?"), or nothing. */
  confirm?: string;
  /** Whether the form holds what the action needs. */
  ready?: boolean;
  run: () => void;
  color?: string;
}

/** The bar above a table when rows are selected: how many, and what can be done to them. */
export function BulkBar(props: {
  count: number;
  /** What is selected, one and many: ['domain', 'domains']. */
  noun: [string, string];
  actions: BulkAction[];
  onClear: () => void;
}) {
  // The label of the action being asked about: its form, readiness and run are read from the
  // current actions on each render (an action object kept in state would hold stale closures).
  const [pendingLabel, setPendingLabel] = useState<string | null>(null);
  if (props.count === 0) return null;
  const pending = props.actions.find((a) => a.label === pendingLabel) ?? null;
  const setPending = (action: BulkAction | null) => setPendingLabel(action?.label ?? null);
  const go = (action: BulkAction) => {
    setPending(null);
    action.run();
  };
  return (
    <Group
      gap="xs"
      my="xs"
      p="xs"
      bg="var(--mantine-color-indigo-0)"
      style={{ borderRadius: 6 }}
      wrap="wrap"
    >
      <Text size="sm" fw={600}>
        {countOf(props.count, ...props.noun)} selected
      </Text>
      <Menu>
        <Menu.Target>
          <Button size="xs">Actions</Button>
        </Menu.Target>
        <Menu.Dropdown>
          {props.actions.map((action) => (
            <Menu.Item
              key={action.label}
              color={action.color}
              onClick={() => (action.form || action.confirm ? setPending(action) : go(action))}
            >
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button size="xs" variant="subtle" onClick={props.onClear}>
        Clear selection
      </Button>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={pending?.label}>
        {pending && (
          <Stack>
            {pending.confirm && <Text>{pending.confirm}</Text>}
            {pending.form?.(() => go(pending))}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                Back
              </Button>
              <Button
                color={pending.color}
                disabled={pending.ready === false}
                onClick={() => go(pending)}
              >
                {pending.label}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Group>
  );
}
