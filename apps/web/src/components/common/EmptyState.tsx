import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What an empty list says: what this is, and what to do next (with the action). Its title is a
 * heading of the level under the screen's h1 (every empty list sits in a card of the screen, not
 * under another heading): a screen reader's outline never skips a level.
 */
export function EmptyState(props: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="lg">
      <Title order={2} size="h4">
        {props.title}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {props.children}
      </Text>
      {props.action}
    </Stack>
  );
}
