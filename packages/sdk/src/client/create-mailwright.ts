import type { operations, paths } from '../generated/openapi.js';
import { type AliasOperationId, operationTable } from '../generated/operations.js';
import { type BuiltClient, buildClient, type MailwrightOptions } from './build-client.js';

/** A client of the whole API: one method per operation, named by its operationId. */
export type MailwrightClient = BuiltClient<paths, Operations>;

/** Every operation but the aliases of another (the real service's paths): one method each. */
type Operations = Omit<operations, AliasOperationId>;

/**
 * Creates a client. Each operation is a method that resolves with the success body and rejects
 * with `MailwrightApiError` (an error answer), `MailwrightConnectionError` /
 * `MailwrightTimeoutError` (no answer), or the abort reason of the call's `signal`.
 *
 * @example
 * const mw = createMailwright({ baseUrl: 'http://127.0.0.1:8080', token, workspace });
 * const { team } = await mw.getAccount();
 * for await (const workspace of mw.paginate('listWorkspaces')) console.log(workspace.name);
 *
 * @example
 * // In the web app (same origin): the session cookie, and the CSRF token on writes.
 * const app = createMailwright({ baseUrl: location.origin, session: true });
 * await app.signIn({ body: { email, password } });
 * await app.createTag({ body: { name: 'Clients' }, workspace });
 */
export function createMailwright(options: MailwrightOptions): MailwrightClient {
  return buildClient<paths, Operations>(operationTable, options);
}
