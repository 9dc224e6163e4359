import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BREAK_ANYWHERE } from './break-anywhere';
import { useDocumentTitle } from './page-title';

/**
 * A screen's title (its one h1) and its main actions. The document's title follows it, within
 * the screen's section ("example.com · Domains · Mailwright"; `page-title.ts`).
 */
export function PageHeader(props: { title: string; children?: ReactNode }) {
  useDocumentTitle(props.title);
  return (
    <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
      {/* A long address or event type breaks anywhere rather than widen a phone's page. */}
      <Title order={1} size="h2" style={BREAK_ANYWHERE}>
        {props.title}
      </Title>
      {props.children && <Group gap="xs">{props.children}</Group>}
    </Group>
  );
}
