import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/common/page-title';

/** The frame of the signed-out pages: one card in the middle. */
export function AuthFrame(props: { title: string; children: ReactNode }) {
  useDocumentTitle(props.title);
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          {props.children}
        </Stack>
      </Paper>
    </Center>
  );
}
