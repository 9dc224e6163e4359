import type { Client, Middleware } from '@microsoft/microsoft-graph-client';
import type { GraphConfig } from '../../config/mail-hosts.js';
import { retryAfterMs } from '../vendor-limits.js';
import { vendorWords } from '../vendor-words.js';

/**
 * Microsoft Graph as the MICROSOFT and AZURE adapters call it: `@microsoft/microsoft-graph-client`
 * authorised by `@azure/identity` with the app registration's client secret (application
 * permissions, client-credentials tokens from the configured authority). One way to call it
 * ({@link Graph.run}): the client's own retry middleware takes Graph's throttling (429, 503, 504)
 * and waits the answer's `Retry-After` (or backs off), at most `retries` times and never longer
 * than `maxWaitMs` at once; what still fails is a failure that may pass. Every text is scrubbed of
 * the client secret and the call's secrets. The libraries load on first use.
 */
export interface GraphFailure {
  /** Graph's HTTP status; null when it could not be reached. */
  status: number | null;
  /** Graph's error code (`Request_ResourceNotFound`), or the token endpoint's (`invalid_client`). */
  code: string;
  message: string;
  retryable: boolean;
}
export type GraphAnswer<T> = { ok: true; data: T } | { ok: false; error: GraphFailure };

export interface GraphOptions {
  retries?: number;
  /** The wait before a retry without `Retry-After`, in seconds. */
  delaySeconds?: number;
  maxWaitMs?: number;
}

const PUBLIC_AUTHORITY = 'https://login.microsoftonline.com';

export function createGraph(config: GraphConfig, options: GraphOptions = {}) {
  const retries = options.retries ?? 3;
  const maxWaitMs = options.maxWaitMs ?? 10_000;
  const secrets = [config.clientSecret];
  let client: Promise<Client> | null = null;

  const connect = async (): Promise<Client> => {
    const [identity, graph, tokens, undici] = await Promise.all([
      import('@azure/identity'),
      import('@microsoft/microsoft-graph-client'),
      import('@microsoft/microsoft-graph-client/authProviders/azureTokenCredentials/index.js'),
      import('undici'),
    ]);
    const ca = config.ca ? { ca: config.ca } : null;
    const credential = new identity.ClientSecretCredential(
      config.tenantId,
      config.clientId,
      config.clientSecret,
      {
        authorityHost: config.authorityHost,
        // Instance discovery asks Microsoft's public cloud about the host: not for another one.
        disableInstanceDiscovery: config.authorityHost !== PUBLIC_AUTHORITY,
        ...(ca ? { tlsOptions: ca } : {}),
      },
    );
    // Application permissions: the `.default` scope of the Graph endpoint in use.
    const auth = new tokens.TokenCredentialAuthenticationProvider(credential, {
      scopes: [`${config.graphUrl}/.default`],
    });
    const retry = new graph.RetryHandlerOptions(
      options.delaySeconds ?? 1,
      retries,
      (_d, _a, _req, _o, response) => {
        const after = retryAfterMs(response.headers.get('retry-after') ?? undefined);
        return after === null || after <= maxWaitMs;
      },
    );
    const host = new URL(config.graphUrl).hostname;
    return graph.Client.initWithMiddleware({
      baseUrl: `${config.graphUrl}/`,
      // No redirect handler: a redirect is never followed.
      middleware: [
        new graph.AuthenticationHandler(auth),
        new graph.RetryHandler(retry),
        new graph.HTTPMessageHandler(),
      ] satisfies Middleware[],
      ...(host.endsWith('graph.microsoft.com') ? {} : { customHosts: new Set([host]) }),
      // Node's fetch takes undici's `dispatcher` (the extra certificate authorities).
      ...(ca
        ? {
            fetchOptions: {
              dispatcher: new undici.Agent({ connect: ca }),
            } as unknown as RequestInit,
          }
        : {}),
    });
  };

  /** One Graph call through the client (see above). */
  async function run<T>(
    work: (client: Client) => Promise<T>,
    callSecrets: readonly string[] = [],
  ): Promise<GraphAnswer<T>> {
    client ??= connect().catch((error) => {
      client = null;
      throw error;
    });
    try {
      return { ok: true, data: await work(await client) };
    } catch (thrown) {
      return { ok: false, error: describe(thrown, [...secrets, ...callSecrets]) };
    }
  }

  return { run, config };
}

export type Graph = ReturnType<typeof createGraph>;

/** What a thrown GraphError, identity error or network error says. */
function describe(thrown: unknown, secrets: readonly string[]): GraphFailure {
  const error = thrown as {
    statusCode?: number;
    code?: string | null;
    message?: string;
    errorResponse?: { error?: string; errorDescription?: string };
    name?: string;
  };
  // The Graph client wraps a token refusal (AuthenticationRequiredError) and keeps only its words,
  // which open with the OAuth error (`invalid_client: ...`).
  const oauth =
    /^(invalid_client|unauthorized_client|invalid_request|invalid_grant|invalid_scope)\b/.exec(
      error.message ?? '',
    )?.[1];
  const identity = error.errorResponse?.error ?? oauth;
  const status =
    typeof error.statusCode === 'number' && error.statusCode > 0 ? error.statusCode : null;
  const code = identity ?? error.code ?? (status === null ? 'unreachable' : String(status));
  const message = vendorWords(
    identity
      ? (error.errorResponse?.errorDescription ?? error.message ?? identity)
      : (error.message ?? 'no answer'),
    secrets,
  );
  const retryable =
    status === null
      ? !identity && error.name !== 'CredentialUnavailableError'
      : status === 429 || status >= 500;
  return { status, code, message: message.split(/ Trace ID:/)[0] ?? message, retryable };
}
