import type { DependencyRule } from './support/import-graph.js';

/**
 * The server's dependency rule, written down once (docs/development.md, "Layout and the
 * dependency rule"); `architecture.test.ts` checks the source against it.
 */
export const RULE: DependencyRule = {
  /** The composition root: wires everything, imported by nothing. */
  root: ['app.ts', 'main/', 'start/'],
  /**
   * Each module's surface: what other modules may use of it, named re-exports of its files. A
   * module's `index.ts` registers its routes for the composition root; the surface is a file of
   * its own so that using a module never loads its routes.
   */
  surface: 'surface.ts',
  /**
   * A module may import a module of its own tier or a lower one (an earlier line), never a
   * higher one. A tier is one area of the product: its modules work together.
   */
  tiers: [
    ['accounts', 'workspaces', 'webhooks', 'clocks', 'tags'],
    ['billing'],
    ['domains', 'dns', 'cloudflare'],
    [
      'mailboxes',
      'mail',
      'forwarding',
      'verified-destinations',
      'grant-requests',
      'consent-requests',
      'client-id-requests',
    ],
    ['infraguard', 'warmup', 'insights', 'placement', 'sequencers'],
    ['orders', 'prewarm'],
    // Views over everything: the operator's console, status and health pages, metrics, the
    // sandbox's SMTP submission server and its console (mail viewer, reset).
    [
      'operators',
      'status',
      'health',
      'health-report',
      'metrics',
      'sandbox-smtp',
      'sandbox-console',
    ],
  ],
};
