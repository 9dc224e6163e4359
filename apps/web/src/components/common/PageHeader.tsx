import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title (its one h1) and its main actions. */
export function PageHeader(props: { title: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
      <Title order={1} size="h2">
        {props.title}
      </Title>
      {props.children && <Group gap="xs">{props.children}</Group>}
    </Group>
  );
}
