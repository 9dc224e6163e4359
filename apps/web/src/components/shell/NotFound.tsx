import { Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../common/links';

export function NotFound() {
  return (
    <Stack p="xl" component="main">
      <Title order={1}>Page not found</Title>
      <Text>There is nothing at this address.</Text>
      <AnchorLink to="/">Go to your workspace</AnchorLink>
    </Stack>
  );
}
