import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { callOperation } from './api/client';
import { queryClient } from './api/query-client';
import { loadSession } from './api/session';
import { lazyScreen } from './components/shell/lazy-screen';
import { NotFound } from './components/shell/NotFound';
import { ScreenError } from './components/shell/ScreenError';
import { Shell } from './components/shell/Shell';
import { prefetchMailboxes } from './routes/mailboxes/mailbox-list';
import {
  domainSearch,
  mailboxSearch,
  operatorTeamsSearch,
  optionalString,
  walletLogSearch,
} from './search';

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFound });

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  validateSearch: (search) => ({
    redirect: optionalString(search.redirect),
    // Sent here because the session ended while the app was open (`session-ended.ts`).
    ended: search.ended === true || search.ended === 'true' ? true : undefined,
  }),
  component: lazyScreen(() => import('./routes/auth/SignIn'), 'SignIn'),
});

const resetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  component: lazyScreen(() => import('./routes/auth/ResetPassword'), 'ResetPassword'),
});

const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'invitations/$token',
  component: lazyScreen(() => import('./routes/auth/AcceptInvitation'), 'AcceptInvitation'),
});

/** Every screen behind sign-in: without a session, the sign-in page (then back here). */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ location, matches }) => {
    // The session is asked for first (the browser sends requests in the order made, six at a
    // time), then the screen's scripts load while it is checked, not after it.
    const checked = loadSession();
    const byId: Record<string, AnyRoute> = router.routesById;
    for (const match of matches) void router.loadRouteChunk(byId[match.routeId as string]!);
    const session = await checked;
    if (!session)
      throw redirect({ to: '/sign-in', search: { redirect: location.href, ended: undefined } });
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
  component: lazyScreen(() => import('./routes/settings/NoWorkspace'), 'NoWorkspace'),
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
  component: lazyScreen(() => import('./routes/domains/DomainsPage'), 'DomainsPage'),
});
const domainBuyRoute = createRoute({
  ...child('domains/buy'),
  component: lazyScreen(() => import('./routes/domains/BuyDomains'), 'BuyDomains'),
});
const domainConnectRoute = createRoute({
  ...child('domains/connect'),
  component: lazyScreen(() => import('./routes/domains/ConnectDomains'), 'ConnectDomains'),
});
const domainRoute = createRoute({
  ...child('domains/$uid'),
  component: lazyScreen(() => import('./routes/domains/DomainPage'), 'DomainPage'),
});
const mailboxesRoute = createRoute({
  ...child('mailboxes'),
  validateSearch: mailboxSearch,
  // The table's first page is asked for while the screen's script loads, not after it.
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => prefetchMailboxes(params.workspace, deps),
  component: lazyScreen(() => import('./routes/mailboxes/MailboxesPage'), 'MailboxesPage'),
});
const mailboxBuyRoute = createRoute({
  ...child('mailboxes/buy'),
  validateSearch: (search) => ({ domain: optionalString(search.domain) }),
  component: lazyScreen(() => import('./routes/mailboxes/BuyMailboxes'), 'BuyMailboxes'),
});
const mailboxImportRoute = createRoute({
  ...child('mailboxes/import'),
  component: lazyScreen(() => import('./routes/mailboxes/ImportMailboxes'), 'ImportMailboxes'),
});
const mailboxRoute = createRoute({
  ...child('mailboxes/$uid'),
  component: lazyScreen(() => import('./routes/mailboxes/MailboxPage'), 'MailboxPage'),
});
const sequencersRoute = createRoute({
  ...child('sequencers'),
  component: lazyScreen(() => import('./routes/sequencers/SequencersPage'), 'SequencersPage'),
});
const teamRoute = createRoute({
  ...child('team'),
  component: lazyScreen(() => import('./routes/team/TeamPage'), 'TeamPage'),
});
const billingRoute = createRoute({
  ...child('billing'),
  validateSearch: walletLogSearch,
  component: lazyScreen(() => import('./routes/billing/BillingPage'), 'BillingPage'),
});
const settingsRoute = createRoute({
  ...child('settings'),
  component: lazyScreen(() => import('./routes/settings/SettingsPage'), 'SettingsPage'),
});
const accountRoute = createRoute({
  ...child('account'),
  component: lazyScreen(() => import('./routes/settings/AccountPage'), 'AccountPage'),
});

// ---- Issue 35 (i35b): deliverability, webhooks, and the operator console ------------------
const warmupRoute = createRoute({
  ...child('warmup'),
  component: lazyScreen(() => import('./routes/warmup/WarmupPage'), 'WarmupPage'),
});
const warmupMailboxRoute = createRoute({
  ...child('warmup/$mailbox'),
  component: lazyScreen(() => import('./routes/warmup/WarmupMailbox'), 'WarmupMailbox'),
});
const placementRoute = createRoute({
  ...child('placement'),
  component: lazyScreen(() => import('./routes/placement/PlacementPage'), 'PlacementPage'),
});
const placementTestRoute = createRoute({
  ...child('placement/$uid'),
  component: lazyScreen(() => import('./routes/placement/PlacementTest'), 'PlacementTest'),
});
const infraGuardRoute = createRoute({
  ...child('infraguard'),
  component: lazyScreen(() => import('./routes/infraguard/InfraGuardPage'), 'InfraGuardPage'),
});
const infraGuardDomainRoute = createRoute({
  ...child('infraguard/$uid'),
  component: lazyScreen(() => import('./routes/infraguard/InfraGuardDomain'), 'InfraGuardDomain'),
});
const insightsRoute = createRoute({
  ...child('insights'),
  component: lazyScreen(() => import('./routes/insights/InsightsPage'), 'InsightsPage'),
});
const webhooksRoute = createRoute({
  ...child('webhooks'),
  component: lazyScreen(() => import('./routes/webhooks/WebhooksPage'), 'WebhooksPage'),
});
const webhookEventRoute = createRoute({
  ...child('webhooks/events/$uid'),
  component: lazyScreen(() => import('./routes/webhooks/WebhookEvent'), 'WebhookEvent'),
});

/** The operator console: its own sign-in (an operator token, never a customer session). */
const operatorSignInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'operator/sign-in',
  component: lazyScreen(() => import('./routes/operator/OperatorSignIn'), 'OperatorSignIn'),
});
const operatorConsoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'operator-console',
  beforeLoad: async () => {
    const { operatorToken } = await import('./api/operator');
    if (!operatorToken()) throw redirect({ to: '/operator/sign-in' });
  },
  component: lazyScreen(() => import('./routes/operator/OperatorShell'), 'OperatorShell'),
});
const operatorPage = <P extends string>(path: P) => ({
  getParentRoute: () => operatorConsoleRoute,
  path,
});
const operatorHomeRoute = createRoute({
  ...operatorPage('operator'),
  beforeLoad: () => {
    throw redirect({ to: '/operator/teams' });
  },
});
const operatorTeamsRoute = createRoute({
  ...operatorPage('operator/teams'),
  validateSearch: operatorTeamsSearch,
  component: lazyScreen(() => import('./routes/operator/OperatorTeams'), 'OperatorTeams'),
});
const operatorTeamRoute = createRoute({
  ...operatorPage('operator/teams/$uid'),
  component: lazyScreen(() => import('./routes/operator/OperatorTeam'), 'OperatorTeam'),
});
const operatorRevenueRoute = createRoute({
  ...operatorPage('operator/revenue'),
  component: lazyScreen(() => import('./routes/operator/OperatorRevenue'), 'OperatorRevenue'),
});
const operatorSystemRoute = createRoute({
  ...operatorPage('operator/system'),
  component: lazyScreen(() => import('./routes/operator/OperatorSystem'), 'OperatorSystem'),
});
const operatorWebhooksRoute = createRoute({
  ...operatorPage('operator/webhooks'),
  component: lazyScreen(() => import('./routes/operator/OperatorWebhooks'), 'OperatorWebhooks'),
});
const operatorStockRoute = createRoute({
  ...operatorPage('operator/stock'),
  component: lazyScreen(() => import('./routes/operator/OperatorStock'), 'OperatorStock'),
});
const operatorChecksRoute = createRoute({
  ...operatorPage('operator/checks'),
  component: lazyScreen(() => import('./routes/operator/OperatorChecks'), 'OperatorChecks'),
});
const issue35Routes = [
  warmupRoute,
  warmupMailboxRoute,
  placementRoute,
  placementTestRoute,
  infraGuardRoute,
  infraGuardDomainRoute,
  insightsRoute,
  webhooksRoute,
  webhookEventRoute,
];
const operatorRoutes = [
  operatorSignInRoute,
  operatorConsoleRoute.addChildren([
    operatorHomeRoute,
    operatorTeamsRoute,
    operatorTeamRoute,
    operatorRevenueRoute,
    operatorSystemRoute,
    operatorWebhooksRoute,
    operatorStockRoute,
    operatorChecksRoute,
  ]),
];
// ---- end of issue 35 (i35b) ------------------------------------------------------------------
// ---- Issue 35 (i35a): the health page and the sandbox console ----
const healthRoute = createRoute({
  ...child('health'),
  component: lazyScreen(() => import('./routes/health/HealthPage'), 'HealthPage'),
});
const domainHealthRoute = createRoute({
  ...child('health/domains/$uid'),
  component: lazyScreen(() => import('./routes/health/DomainHealthPage'), 'DomainHealthPage'),
});
const mailboxHealthRoute = createRoute({
  ...child('health/mailboxes/$uid'),
  component: lazyScreen(() => import('./routes/health/MailboxHealthPage'), 'MailboxHealthPage'),
});
const sandboxRoute = createRoute({
  ...child('sandbox'),
  component: lazyScreen(() => import('./routes/sandbox/SandboxPage'), 'SandboxPage'),
});
const mailViewerRoute = createRoute({
  ...child('sandbox/mail/$uid'),
  component: lazyScreen(() => import('./routes/sandbox/MailViewer'), 'MailViewer'),
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
      ...issue35Routes,
      ...i35aRoutes,
    ]),
  ]),
  ...operatorRoutes,
]);

export const router = createRouter({
  routeTree,
  basepath: '/app',
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultErrorComponent: ScreenError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
