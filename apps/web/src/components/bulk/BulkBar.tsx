import { Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { Form } from '../common/Form';
import { countOf } from '../common/format';

export interface BulkAction {
  label: string;
  /**
   * Asks for what the action needs (a sequencer, a tag, an address) before it runs; `refused`
   * holds the API's message for each field it refused ({@link refusal} shows one).
   */
  form?: (refused: Record<string, string>) => ReactNode;
  /** A sentence asking to confirm ("Cancel 12 mailboxes?"), or nothing. */
  confirm?: string;
  /** Whether the form holds what the action needs. */
  ready?: boolean;
  /** Runs it; `refused` is called when the API refuses what the form asked for. */
  run: (refused: (errors: Record<string, string>) => void) => void;
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
  const [refused, setRefused] = useState<Record<string, string>>({});
  const actionsButton = useRef<HTMLButtonElement>(null);
  if (props.count === 0) return null;
  const pending = props.actions.find((a) => a.label === pendingLabel) ?? null;
  const setPending = (action: BulkAction | null) => {
    setPendingLabel(action?.label ?? null);
    setRefused({});
  };
  // Back and Escape return to the Actions button (the menu item that opened the dialog is gone).
  const back = () => {
    setPending(null);
    actionsButton.current?.focus();
  };
  const go = (action: BulkAction) => {
    setPending(null);
    action.run((errors) => {
      setPendingLabel(action.label);
      setRefused(errors);
    });
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
          <Button size="xs" ref={actionsButton}>
            Actions
          </Button>
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
      <Modal opened={pending !== null} onClose={back} returnFocus={false} title={pending?.label}>
        {pending && (
          <Form pending={false}>
            <Stack>
              {pending.confirm && <Text>{pending.confirm}</Text>}
              {pending.form?.(refused)}
              <Group justify="flex-end">
                <Button variant="default" onClick={back}>
                  Back
                </Button>
                <Button
                  type="submit"
                  color={pending.color}
                  disabled={pending.ready === false}
                  onClick={() => go(pending)}
                >
                  {pending.label}
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Modal>
    </Group>
  );
}

/**
 * A dialog field's refusal: the API's message under it, and the focus on it when the dialog opens
 * again after the refusal (Mantine's focus trap starts at `data-autofocus`).
 */
export function refusal(refused: Record<string, string>, field: string) {
  const message = refused[field];
  return message ? { error: message, 'data-autofocus': true } : {};
}
