import { MailwrightApiError } from '@mailwright/sdk';
import {
  Anchor,
  AppShell,
  Avatar,
  Burger,
  Group,
  Menu,
  ScrollArea,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate, useParams, useRouterState } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { mw } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { useEventStream } from '../../api/events';
import { useOp } from '../../api/query';
import { canSeeBilling, useSession } from '../../api/session';
import { BREAK_ANYWHERE } from '../common/break-anywhere';
import { RecordMissing } from '../common/ErrorNotice';
import { ButtonLink, NavLinkLink } from '../common/links';
import { TitleSection, useSectionTitle } from '../common/page-title';
import { RetryStatus } from './RetryStatus';
import classes from './Shell.module.css';
import { HeaderName, WorkspaceSwitcher } from './WorkspaceSwitcher';

/** A name longer than this makes the header taller below `sm` (see `HeaderName`). */
const TALL_NAME = 60;
/** The longest member's name the account button shows (four lines of it); past it, the
 * initials at every width (a member's name may have 200 characters, a workspace's 100). */
const LONGEST_ACCOUNT_SHOWN = 100;

/** Issue 35 (i35b): the deliverability screens and webhooks, under the first half's links. */
const DELIVERABILITY_LINKS = [
  { to: '/w/$workspace/warmup', label: 'Warmup' },
  { to: '/w/$workspace/placement', label: 'Inbox placement' },
  { to: '/w/$workspace/infraguard', label: 'InfraGuard' },
  { to: '/w/$workspace/insights', label: 'Email Insight' },
  { to: '/w/$workspace/webhooks', label: 'Webhooks' },
] as const;

/** The screens the workspace switcher keeps you on (a record page goes to its list). */
const SECTIONS = [
  'domains',
  'mailboxes',
  'sequencers',
  'settings',
  'account',
  'team',
  'billing',
  'health',
  'sandbox',
  ...DELIVERABILITY_LINKS.map((link) => link.to.split('/').pop() as string),
];

/** The signed-in frame: workspace switcher, navigation, the member's menu, live events. */
export function Shell() {
  const { workspace } = useParams({ from: '/signed-in/w/$workspace' });
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure();
  const navigate = useNavigate();
  const client = useQueryClient();
  const path = useRouterState({ select: (state) => state.location.pathname });
  useEventStream(workspace);
  const main = useRef<HTMLElement>(null);
  useFocusOnNewScreen(main, path);
  const pathParts = path.split('/');
  const section = pathParts[pathParts.indexOf(workspace) + 1] ?? '';
  const workspaces = useOp('listWorkspaces', { params: { query: { limit: 500 } } });
  const current = workspaces.data?.workspaces.find((w) => w.uid === workspace);
  // An address with a workspace the member has not (removed, another team's, mistyped): said so,
  // instead of each screen's calls refused one by one. Only once the list read after arriving
  // here says so: a workspace just made (here, or by someone else) is not in an older answer.
  const arrived = useArrivalTime(workspace);
  const listedBefore = workspaces.data !== undefined && workspaces.dataUpdatedAt < arrived;
  const { refetch: readWorkspaces } = workspaces;
  useEffect(() => {
    if (!current && listedBefore) void readWorkspaces();
  }, [current, listedBefore, readWorkspaces]);
  const unknownWorkspace =
    workspaces.data !== undefined &&
    !current &&
    !listedBefore &&
    !workspaces.isFetching &&
    workspaces.data.workspaces.length >= workspaces.data.total;

  // The sandbox console shows where the server allows sandbox tools, as the API says.
  const sandbox = useOp(
    'listSandboxClocks',
    { workspace },
    { retry: false, staleTime: Infinity },
  ).isSuccess;
  const isAdmin = session.member.role === 'admin';
  const links = [
    { to: '/w/$workspace/domains', label: 'Domains' },
    { to: '/w/$workspace/mailboxes', label: 'Mailboxes' },
    { to: '/w/$workspace/sequencers', label: 'Sequencers' },
    { to: '/w/$workspace/settings', label: 'Workspace settings' },
    // ---- Issue 35 (i35a): health and the sandbox console ----
    { to: '/w/$workspace/health', label: 'Health' },
    ...(sandbox ? [{ to: '/w/$workspace/sandbox', label: 'Sandbox' }] : []),
    // ---- end of issue 35 (i35a) ----
    ...(isAdmin ? [{ to: '/w/$workspace/team', label: 'Team' }] : []),
    ...(canSeeBilling(session) ? [{ to: '/w/$workspace/billing', label: 'Billing' }] : []),
    // Issue 35 (i35b): deliverability and webhooks.
    ...DELIVERABILITY_LINKS,
  ] as const;
  // The section the screen is in, as the navigation names it (Account and security is in none).
  const sectionLabel = links.find((link) => link.to.split('/').pop() === section)?.label;
  useSectionTitle(sectionLabel);

  const account = session.member.name || session.member.email || '';
  // The account button shows the name from `xs` up, unless it is too long for it anywhere.
  const nameShownFrom = account.length > LONGEST_ACCOUNT_SHOWN ? undefined : 'xs';
  // Where the navigation folds (below `sm`) the header's names have less room: a long one makes
  // the header taller there, so that it shows whole on up to four lines.
  const tall = Math.max(current?.name.length ?? 0, nameShownFrom ? account.length : 0) > TALL_NAME;

  const signOut = async (everywhere: boolean) => {
    try {
      await (everywhere ? mw.signOutEverywhere() : mw.signOut());
    } catch (error) {
      // A session that has already ended is signed out; any other failure (the server
      // unreachable) is not, and leaving the screens would say it was: the person stays here.
      if (!(error instanceof MailwrightApiError && error.status === 401)) {
        notifications.show({
          color: 'red',
          title: 'Not signed out',
          message: `${errorMessage(error)} You are still signed in.`,
        });
        return;
      }
    }
    // Leave the signed-in screens first: they read the session, which clearing takes away.
    await navigate({ to: '/sign-in', search: { redirect: undefined, ended: undefined } });
    client.clear();
  };

  return (
    <AppShell
      header={{ height: { base: tall ? 76 : 60, sm: 60 } }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Anchor
          href="#main"
          className={classes.skip}
          onClick={(event) => {
            event.preventDefault();
            main.current?.focus();
          }}
        >
          Skip to the screen
        </Anchor>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Text fw={700} visibleFrom="sm">
              Mailwright
            </Text>
            <WorkspaceSwitcher
              workspaces={workspaces.data?.workspaces ?? []}
              current={workspace}
              onChange={(uid) => {
                // The same screen in the other workspace (a record page goes to its list).
                const parts = path.split('/');
                const rest = parts[parts.indexOf(workspace) + 1] ?? '';
                void navigate({
                  to: `/w/${uid}/${SECTIONS.includes(rest) ? rest : 'mailboxes'}`,
                });
              }}
            />
          </Group>
          <Menu position="bottom-end">
            <Menu.Target>
              <UnstyledButton maw={240} style={{ flexShrink: 0 }}>
                {/* Named by its content ("Account menu of" and the name), not by aria-label: on a
                    phone the text shown is the initials, which a label must contain (axe). The
                    name shows whole, wrapped, where a one-line label cut it short; on a phone,
                    where a long one would still be cut, and for a name too long for four lines
                    at any width, the initials (the menu names it whole). */}
                <VisuallyHidden>{account ? 'Account menu of ' : 'Account menu'}</VisuallyHidden>
                {nameShownFrom && (
                  <HeaderName name={account} ta="right" visibleFrom={nameShownFrom} />
                )}
                <VisuallyHidden hiddenFrom={nameShownFrom}>{account}</VisuallyHidden>
                <Avatar name={account} hiddenFrom={nameShownFrom} aria-hidden />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown maw="min(360px, calc(100vw - 16px))">
              {account && (
                <Menu.Label hiddenFrom={nameShownFrom} style={BREAK_ANYWHERE}>
                  {account}
                </Menu.Label>
              )}
              <Menu.Label style={BREAK_ANYWHERE}>{session.team.name}</Menu.Label>
              <Menu.Item
                onClick={() =>
                  void navigate({ to: '/w/$workspace/account', params: { workspace } })
                }
              >
                Account and security
              </Menu.Item>
              <Menu.Item onClick={() => void signOut(false)}>Sign out</Menu.Item>
              <Menu.Item onClick={() => void signOut(true)}>Sign out everywhere</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        <ScrollArea>
          {links.map((link) => (
            <NavLinkLink
              key={link.to}
              to={link.to}
              params={{ workspace }}
              label={link.label}
              // The screen's first segment after the workspace (so /health/domains/… is not Domains).
              active={section === link.to.split('/').pop()}
              onClick={close}
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main" ref={main} tabIndex={-1} className={classes.main}>
        <TitleSection.Provider value={sectionLabel}>
          <RetryStatus />
          {unknownWorkspace ? (
            <RecordMissing
              what="workspace"
              back={
                <ButtonLink variant="default" to="/">
                  Go to your workspace
                </ButtonLink>
              }
            />
          ) : (
            <Outlet />
          )}
        </TitleSection.Provider>
      </AppShell.Main>
    </AppShell>
  );
}

/** When the address last named this workspace (a switch, or the first screen). */
function useArrivalTime(workspace: string): number {
  const [arrival, setArrival] = useState({ workspace, at: Date.now() });
  if (arrival.workspace !== workspace) {
    const next = { workspace, at: Date.now() };
    setArrival(next);
    return next.at;
  }
  return arrival.at;
}

/**
 * After moving to another screen, the Tab order starts at its content, as after a page load,
 * unless the screen put the focus somewhere in it already: a keyboard user who chose a link in
 * the navigation does not Tab through the rest of it again.
 */
function useFocusOnNewScreen(main: RefObject<HTMLElement | null>, path: string) {
  const shown = useRef(path);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    const focused = document.activeElement;
    if (focused && focused !== document.body && main.current?.contains(focused)) return;
    main.current?.focus({ preventScroll: true });
  }, [path, main]);
}
