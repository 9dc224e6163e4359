import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { callOperation } from './api/client';
import { queryClient } from './api/query-client';
import { loadSession } from './api/session';
import { NotFound } from './components/shell/NotFound';
import { Shell } from './components/shell/Shell';
import { domainSearch, mailboxSearch, optionalString, walletLogSearch } from './search';

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFound });

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  validateSearch: (search) => ({ redirect: optionalString(search.redirect) }),
  component: lazyRouteComponent(() => import('./routes/auth/SignIn'), 'SignIn'),
});

const resetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  validateSearch: (search) => ({ token: optionalString(search.token) }),
  component: lazyRouteComponent(() => import('./routes/auth/ResetPassword'), 'ResetPassword'),
});

const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'invitations/$token',
  component: lazyRouteComponent(() => import('./routes/auth/AcceptInvitation'), 'AcceptInvitation'),
});

/** Every screen behind sign-in: without a session, the sign-in page (then back here). */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ location }) => {
    const session = await loadSession();
    if (!session) throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    return { session };
  },
  component: Outlet,
});

const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  beforeLoad: async () => {
    const { workspaces } = await queryClient.fetchQuery({
      queryKey: ['listWorkspaces', { params: { query: { limit: 500 } } }],
      queryFn: () => callOperation('listWorkspaces', { params: { query: { limit: 500 } } }),
    });
    const first = workspaces[0];
    if (first) throw redirect({ to: '/w/$workspace/mailboxes', params: { workspace: first.uid } });
  },
  component: lazyRouteComponent(() => import('./routes/settings/NoWorkspace'), 'NoWorkspace'),
});

const workspaceRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'w/$workspace',
  component: Shell,
});

const child = <P extends string>(path: P) => ({ getParentRoute: () => workspaceRoute, path });

const domainsRoute = createRoute({
  ...child('domains'),
  validateSearch: domainSearch,
  component: lazyRouteComponent(() => import('./routes/domains/DomainsPage'), 'DomainsPage'),
});
const domainBuyRoute = createRoute({
  ...child('domains/buy'),
  component: lazyRouteComponent(() => import('./routes/domains/BuyDomains'), 'BuyDomains'),
});
const domainConnectRoute = createRoute({
  ...child('domains/connect'),
  component: lazyRouteComponent(() => import('./routes/domains/ConnectDomains'), 'ConnectDomains'),
});
const domainRoute = createRoute({
  ...child('domains/$uid'),
  component: lazyRouteComponent(() => import('./routes/domains/DomainPage'), 'DomainPage'),
});
const mailboxesRoute = createRoute({
  ...child('mailboxes'),
  validateSearch: mailboxSearch,
  component: lazyRouteComponent(() => import('./routes/mailboxes/MailboxesPage'), 'MailboxesPage'),
});
const mailboxBuyRoute = createRoute({
  ...child('mailboxes/buy'),
  validateSearch: (search) => ({ domain: optionalString(search.domain) }),
  component: lazyRouteComponent(() => import('./routes/mailboxes/BuyMailboxes'), 'BuyMailboxes'),
});
const mailboxImportRoute = createRoute({
  ...child('mailboxes/import'),
  component: lazyRouteComponent(
    () => import('./routes/mailboxes/ImportMailboxes'),
    'ImportMailboxes',
  ),
});
const mailboxRoute = createRoute({
  ...child('mailboxes/$uid'),
  component: lazyRouteComponent(() => import('./routes/mailboxes/MailboxPage'), 'MailboxPage'),
});
const sequencersRoute = createRoute({
  ...child('sequencers'),
  component: lazyRouteComponent(
    () => import('./routes/sequencers/SequencersPage'),
    'SequencersPage',
  ),
});
const teamRoute = createRoute({
  ...child('team'),
  component: lazyRouteComponent(() => import('./routes/team/TeamPage'), 'TeamPage'),
});
const billingRoute = createRoute({
  ...child('billing'),
  validateSearch: walletLogSearch,
  component: lazyRouteComponent(() => import('./routes/billing/BillingPage'), 'BillingPage'),
});
const settingsRoute = createRoute({
  ...child('settings'),
  component: lazyRouteComponent(() => import('./routes/settings/SettingsPage'), 'SettingsPage'),
});
const accountRoute = createRoute({
  ...child('account'),
  component: lazyRouteComponent(() => import('./routes/settings/AccountPage'), 'AccountPage'),
});

// ---- Issue 35 (i35a): the health page and the sandbox console ----
const healthRoute = createRoute({
  ...child('health'),
  component: lazyRouteComponent(() => import('./routes/health/HealthPage'), 'HealthPage'),
});
const domainHealthRoute = createRoute({
  ...child('health/domains/$uid'),
  component: lazyRouteComponent(
    () => import('./routes/health/DomainHealthPage'),
    'DomainHealthPage',
  ),
});
const mailboxHealthRoute = createRoute({
  ...child('health/mailboxes/$uid'),
  component: lazyRouteComponent(
    () => import('./routes/health/MailboxHealthPage'),
    'MailboxHealthPage',
  ),
});
const sandboxRoute = createRoute({
  ...child('sandbox'),
  component: lazyRouteComponent(() => import('./routes/sandbox/SandboxPage'), 'SandboxPage'),
});
const mailViewerRoute = createRoute({
  ...child('sandbox/mail/$uid'),
  component: lazyRouteComponent(() => import('./routes/sandbox/MailViewer'), 'MailViewer'),
});
const i35aRoutes = [
  healthRoute,
  domainHealthRoute,
  mailboxHealthRoute,
  sandboxRoute,
  mailViewerRoute,
] as const;
// ---- end of issue 35 (i35a) ----

const routeTree = rootRoute.addChildren([
  signInRoute,
  resetRoute,
  invitationRoute,
  signedInRoute.addChildren([
    homeRoute,
    workspaceRoute.addChildren([
      domainsRoute,
      domainBuyRoute,
      domainConnectRoute,
      domainRoute,
      mailboxesRoute,
      mailboxBuyRoute,
      mailboxImportRoute,
      mailboxRoute,
      sequencersRoute,
      teamRoute,
      billingRoute,
      settingsRoute,
      accountRoute,
      ...i35aRoutes,
    ]),
  ]),
]);

export const router = createRouter({
  routeTree,
  basepath: '/app',
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
