import {
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useAction, useOp } from '../../api/query';
import { useSession } from '../../api/session';
import { ConfirmButton } from '../../components/common/ConfirmButton';
import { Form } from '../../components/common/Form';
import { formatDate } from '../../components/common/format';
import { PageHeader } from '../../components/common/PageHeader';
import { TableScroll } from '../../components/table/TableScroll';
import { TokensCard } from './TokensCard';

/**
 * The invitation link as the app's page (`/app/invitations/<token>`: set a password and accept).
 * The server's `invitation_url` may still name its older page at `/invitations/<token>`.
 */
function appInvitationLink(url: string): string {
  return url.replace(/(^https?:\/\/[^/]+)\/invitations\//, '$1/app/invitations/');
}

/** How often the invitations are read again while one waits to be accepted. */
const WAITING_READ_MS = 3000;

const NO_INVITEE = { name: '', email: '', role: 'member', billing: false };

/** Team (admins): members and roles, invitations (copy link, revoke), API tokens. */
export function TeamPage() {
  const session = useSession();
  const members = useOp('listMembers', { params: { query: { limit: 200 } } });
  // Members are the team's, not a workspace's, so no event says someone joined: while an
  // invitation waits, the invitations are read again every few seconds, and the members once more
  // when one is accepted.
  const invitations = useOp(
    'listInvitations',
    { params: { query: { limit: 100 } } },
    {
      refetchInterval: (q) =>
        q.state.data?.invitations.some((i) => i.status === 'pending') ? WAITING_READ_MS : false,
    },
  );
  const accepted = (invitations.data?.invitations ?? []).filter(
    (i) => i.status === 'accepted',
  ).length;
  const acceptedBefore = useRef<number | null>(null);
  const readMembers = members.refetch;
  useEffect(() => {
    if (invitations.data === undefined) return;
    if (acceptedBefore.current !== null && accepted > acceptedBefore.current) void readMembers();
    acceptedBefore.current = accepted;
  }, [accepted, invitations.data, readMembers]);
  const update = useAction('updateMember', {
    success: 'Member updated',
    invalidates: ['listMembers'],
  });
  const remove = useAction('removeMember', {
    success: 'Member removed',
    invalidates: ['listMembers'],
  });
  const [form, setForm] = useState(NO_INVITEE);
  // The form is emptied for the next person; the link stays shown until then.
  const invite = useAction('inviteMember', {
    success: 'Invitation created: copy its link',
    invalidates: ['listInvitations'],
    onSuccess: () => setForm(NO_INVITEE),
  });
  const revoke = useAction('revokeInvitation', {
    success: 'Invitation revoked',
    invalidates: ['listInvitations'],
  });
  const errors = fieldErrors(invite.error);

  if (session.member.role !== 'admin') {
    return (
      <Alert color="yellow" title="Admins only">
        Only the team's admins manage members and tokens.
      </Alert>
    );
  }
  const pending = (invitations.data?.invitations ?? []).filter((i) => i.status === 'pending');
  // The link is offered while its invitation waits: once revoked (or accepted) it opens nothing.
  const invited =
    invite.data && pending.some((i) => i.uid === invite.data.invitation.uid)
      ? invite.data
      : undefined;
  return (
    <Stack>
      <PageHeader title="Team" />
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Members
        </Title>
        <TableScroll minWidth={600}>
          <Table aria-label="Members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Billing</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(members.data?.members ?? []).map((m) => (
                <Table.Tr key={m.uid}>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Role of ${m.name}`}
                      data={['admin', 'member']}
                      value={m.role}
                      allowDeselect={false}
                      disabled={m.uid === session.member.uid}
                      w={120}
                      onChange={(role) =>
                        update.mutate({
                          params: { path: { uid: m.uid } },
                          // An admin made a member keeps no billing permission (an admin's
                          // reads as granted): the switch beside it gives it back.
                          body:
                            role === 'admin'
                              ? { role: 'admin' }
                              : {
                                  role: 'member',
                                  can_manage_billing:
                                    m.role === 'admin' ? false : m.can_manage_billing,
                                },
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`Billing permission of ${m.name}`}
                      checked={m.role === 'admin' || m.can_manage_billing}
                      disabled={m.role === 'admin'}
                      onChange={(e) =>
                        update.mutate({
                          params: { path: { uid: m.uid } },
                          body: { role: m.role, can_manage_billing: e.currentTarget.checked },
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    {m.uid !== session.member.uid && (
                      <ConfirmButton
                        size="xs"
                        color="red"
                        variant="subtle"
                        aria-label={`Remove ${m.name}`}
                        title={`Remove ${m.name} from the team?`}
                        message={`${m.name} (${m.email}) can no longer sign in to this team, and their API tokens are revoked.`}
                        confirmLabel="Remove"
                        onConfirm={() => remove.mutate({ params: { path: { uid: m.uid } } })}
                      >
                        Remove
                      </ConfirmButton>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Invitations
        </Title>
        <Form pending={invite.isPending}>
          <Group align="start" wrap="wrap">
            <TextInput
              label="Name"
              value={form.name}
              onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
              error={errors.name}
            />
            <TextInput
              label="Email"
              type="email"
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
              error={errors.email}
            />
            <Select
              label="Role"
              data={['member', 'admin']}
              value={form.role}
              onChange={(role) => setForm({ ...form, role: role ?? 'member' })}
              allowDeselect={false}
              w={120}
            />
            <Switch
              mt={30}
              label="Can manage billing"
              disabled={form.role === 'admin'}
              checked={form.role === 'admin' || form.billing}
              onChange={(e) => setForm({ ...form, billing: e.currentTarget.checked })}
            />
            <Button
              type="submit"
              mt={24}
              loading={invite.isPending}
              onClick={() =>
                invite.mutate({
                  body: {
                    name: form.name,
                    email: form.email,
                    role: form.role as 'member',
                    ...(form.role === 'admin' ? {} : { can_manage_billing: form.billing }),
                  },
                })
              }
            >
              Invite
            </Button>
          </Group>
        </Form>
        {invited && (
          <Alert color="green" mt="sm" title={`Send this link to ${invited.invitation.email}`}>
            <Group gap="xs">
              <Code>{appInvitationLink(invited.invitation_url)}</Code>
              <CopyButton value={appInvitationLink(invited.invitation_url)}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Alert>
        )}
        {pending.length === 0 ? (
          <Text c="dimmed" mt="sm">
            No invitation waiting.
          </Text>
        ) : (
          <TableScroll minWidth={560} mt="sm">
            <Table aria-label="Pending invitations">
              <Table.Tbody>
                {pending.map((i) => (
                  <Table.Tr key={i.uid}>
                    <Table.Td>{i.name}</Table.Td>
                    <Table.Td>{i.email}</Table.Td>
                    <Table.Td>{i.role}</Table.Td>
                    <Table.Td>expires {formatDate(i.expires_at)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        aria-label={`Revoke the invitation of ${i.email}`}
                        onClick={() => revoke.mutate({ params: { path: { uid: i.uid } } })}
                      >
                        Revoke
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
      <TokensCard />
    </Stack>
  );
}
