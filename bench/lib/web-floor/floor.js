// bench:web's floor (b): the web app's vendor libraries (React, React DOM, Mantine, the router,
// TanStack Query), set up as the app sets them up (a theme provider, a query client, a router
// with one route), rendering a static table of the rows' shape. No request, no app code: what
// the stack DESIGN.md prescribes costs before a signed-in screen can show a row.
import '@mantine/core/styles.css';
import { createTheme, MantineProvider, Table } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Rows() {
  const rows = [];
  for (let i = 0; i < 40; i++) {
    rows.push(
      h(
        Table.Tr,
        { key: i },
        h(Table.Td, null, h('a', { href: `/app/mailboxes/${i}` }, `user${i % 5}@bench-${i}.com`)),
        h(Table.Td, null, 'Bench'),
        h(Table.Td, null, `User ${i}`),
        h(Table.Td, null, 'GOOGLE'),
        h(Table.Td, null, 'active'),
      ),
    );
  }
  return h(
    Table,
    { 'aria-label': 'Mailboxes' },
    h(
      Table.Thead,
      null,
      h(
        Table.Tr,
        null,
        ['Address', 'First name', 'Last name', 'Platform', 'Status'].map((name) =>
          h(Table.Th, { key: name }, name),
        ),
      ),
    ),
    h(Table.Tbody, null, rows),
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const tableRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  component: Rows,
});
const router = createRouter({
  routeTree: rootRoute.addChildren([tableRoute]),
  basepath: '/app/bench-floor',
});
const queryClient = new QueryClient();

createRoot(document.getElementById('root')).render(
  h(
    StrictMode,
    null,
    h(
      MantineProvider,
      { theme: createTheme({ primaryColor: 'indigo' }) },
      h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router })),
    ),
  ),
);
