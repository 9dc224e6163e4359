import { AppShell, Burger, Button, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { setOperatorToken, useOperatorOp } from '../../api/operator';
import { BREAK_ANYWHERE } from '../../components/common/break-anywhere';
import { NavLinkLink } from '../../components/common/links';
import { TitleSection, useSectionTitle } from '../../components/common/page-title';
import { RetryStatus } from '../../components/shell/RetryStatus';

const LINKS = [
  { to: '/operator/teams', label: 'Teams and wallets' },
  { to: '/operator/revenue', label: 'Usage and revenue' },
  { to: '/operator/system', label: 'Providers and jobs' },
  { to: '/operator/webhooks', label: 'Webhook health' },
  { to: '/operator/stock', label: 'Seeds and prewarm stock' },
  { to: '/operator/checks', label: 'Checks' },
] as const;

/** The operator console's frame: its own navigation, the operator's name, sign out. */
export function OperatorShell() {
  const [opened, { toggle, close }] = useDisclosure();
  const navigate = useNavigate();
  const client = useQueryClient();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const self = useOperatorOp('getOperatorSelf', undefined as never);
  useSectionTitle('Operator console');
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* One line at a phone's width too: a wrapped group spilled out of the 60 px header,
              the menu button above the window's top edge. */}
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Text fw={700} visibleFrom="sm">
              Mailwright operator console
            </Text>
            <Text fw={700} hiddenFrom="sm">
              Operator console
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            {/* Wraps rather than being cut short where the header is narrow (a phone). */}
            <Text size="sm" lh={1.2} lineClamp={2} style={BREAK_ANYWHERE}>
              {self.data?.operator.name}
            </Text>
            <Button
              size="compact-sm"
              variant="subtle"
              style={{ flexShrink: 0 }}
              onClick={() => {
                setOperatorToken(null);
                client.removeQueries({ queryKey: ['operator'] });
                void navigate({ to: '/operator/sign-in' });
              }}
            >
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Operator">
        <ScrollArea>
          {LINKS.map((link) => (
            <NavLinkLink
              key={link.to}
              to={link.to}
              label={link.label}
              active={path.includes(link.to)}
              onClick={close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <TitleSection.Provider value="Operator console">
          <RetryStatus />
          <Outlet />
        </TitleSection.Provider>
      </AppShell.Main>
    </AppShell>
  );
}
