import {
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Table,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useAction, useOp } from '../../api/query';
import { Form } from '../../components/common/Form';
import { formatDate } from '../../components/common/format';
import { TableScroll } from '../../components/table/TableScroll';

/** API tokens: created and shown once, listed by prefix, revoked. */
export function TokensCard() {
  const tokens = useOp('listApiTokens', { params: { query: { limit: 100 } } });
  const [name, setName] = useState('');
  const create = useAction('createApiToken', {
    success: 'Token created: copy it now',
    invalidates: ['listApiTokens'],
    onSuccess: () => setName(''),
  });
  const revoke = useAction('revokeApiToken', {
    success: 'Token revoked',
    invalidates: ['listApiTokens'],
  });
  const live = (tokens.data?.api_tokens ?? []).filter((t) => !t.revoked_at);
  // The new token is offered to copy while it works: once revoked it is of no use.
  const created =
    create.data && live.some((t) => t.id === create.data.api_token.id) ? create.data : undefined;
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        API tokens
      </Title>
      {created && (
        <Alert color="green" title="Copy the token now: it is shown only this once" mb="sm">
          <Group gap="xs">
            <Code>{created.token}</Code>
            <CopyButton value={created.token}>
              {({ copied, copy }) => (
                <Button size="compact-xs" onClick={copy}>
                  {copied ? 'Copied' : 'Copy token'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      )}
      <Form pending={create.isPending}>
        <Group align="end" mb="sm">
          <TextInput
            label="Token name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldErrors(create.error).name}
          />
          <Button
            type="submit"
            loading={create.isPending}
            onClick={() => create.mutate({ body: name ? { name } : {} })}
          >
            Create token
          </Button>
        </Group>
      </Form>
      <TableScroll minWidth={500}>
        <Table aria-label="API tokens">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Starts with</Table.Th>
              <Table.Th>Acts as</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>
                <VisuallyHidden>Revoke</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {live.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.name}</Table.Td>
                <Table.Td>
                  <Code>{t.prefix}…</Code>
                </Table.Td>
                <Table.Td>{t.member.email ?? t.member.name}</Table.Td>
                <Table.Td>{formatDate(t.last_used_at)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    onClick={() => revoke.mutate({ params: { path: { id: t.id } } })}
                    aria-label={`Revoke token ${t.name} (${t.prefix})`}
                  >
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Card>
  );
}
