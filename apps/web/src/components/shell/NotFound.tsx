import { Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../common/links';
import { useDocumentTitle } from '../common/page-title';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <Stack p="xl" component="main">
      <Title order={1}>Page not found</Title>
      <Text>There is nothing at this address.</Text>
      <AnchorLink to="/">Go to your workspace</AnchorLink>
    </Stack>
  );
}
