import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useAction } from '../../api/query';
import { Form } from '../../components/common/Form';
import { AuthFrame } from '../auth/AuthFrame';

/** A team with no workspace the member can see: make one (admins), or ask for access. */
export function NoWorkspace() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const create = useAction('createWorkspace', {
    success: 'Workspace created',
    invalidates: ['listWorkspaces'],
    onSuccess: (d) =>
      void navigate({
        to: '/w/$workspace/domains',
        params: { workspace: d.workspace.uid },
        search: {},
      }),
  });
  return (
    <AuthFrame title="No workspace yet">
      <Text size="sm">
        A workspace holds domains and mailboxes. Create one, or ask an admin of your team to give
        you access.
      </Text>
      <Stack>
        <Form pending={create.isPending}>
          <Group align="end">
            <TextInput
              label="Workspace name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={fieldErrors(create.error).name}
            />
            <Button
              type="submit"
              loading={create.isPending}
              onClick={() => create.mutate({ body: { name } })}
            >
              Create
            </Button>
          </Group>
        </Form>
      </Stack>
    </AuthFrame>
  );
}
