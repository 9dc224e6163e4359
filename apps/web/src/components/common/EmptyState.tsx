import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** What an empty list says: what this is, and what to do next (with the action). */
export function EmptyState(props: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="lg">
      <Title order={3} size="h4">
        {props.title}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {props.children}
      </Text>
      {props.action}
    </Stack>
  );
}
