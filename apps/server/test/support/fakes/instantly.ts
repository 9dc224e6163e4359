import { oauthSessions, type Workspaces, workspaces } from './accounts.js';
import { type FakeServer, type LoginCheck, startFakeServer } from './server.js';

/**
 * A loopback Instantly answering as its API v2 is published (https://developer.instantly.ai:
 * "Create account" `POST /api/v2/accounts`, `GET /api/v2/accounts/{email}`,
 * `GET /api/v2/workspaces/current`, and the OAuth connection guide:
 * `POST /api/v2/oauth/{google|microsoft}/init` → `session_id`, `auth_url`;
 * `GET /api/v2/oauth/session/status/{id}` → `pending|success|error|expired`), Bearer keys, and
 * errors in its `{statusCode, error, message}` shape. A new account is checked by signing in to
 * its SMTP and IMAP (`checkLogin`); a refused sign-in is a 400, as Instantly refuses an account
 * it cannot connect (the wording is ours, verified only against this fake).
 */
export interface FakeInstantly extends FakeServer {
  workspaces: Workspaces;
  sessions: ReturnType<typeof oauthSessions>;
}

export async function startFakeInstantly(checkLogin?: LoginCheck): Promise<FakeInstantly> {
  const ws = workspaces(checkLogin);
  const sessions = oauthSessions();
  const err = (statusCode: number, error: string, message: string) => ({
    status: statusCode,
    body: { statusCode, error, message },
  });
  const server = await startFakeServer(async ({ method, path, headers, body }) => {
    const key = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    const workspace = ws.get(key);
    if (!workspace) return err(401, 'Unauthorized', 'Invalid API key');
    if (method === 'GET' && path === '/api/v2/workspaces/current')
      return {
        body: {
          id: workspace.id,
          name: workspace.name,
          owner: `owner-${workspace.id}`,
          plan_id: 'pid_hg_v1',
        },
      };
    const init = /^\/api\/v2\/oauth\/(google|microsoft)\/init$/.exec(path);
    if (method === 'POST' && init) {
      const id = sessions.open(workspace, init[1] as string);
      return {
        body: {
          session_id: id,
          auth_url: `https://accounts.example-oauth.test/${init[1]}/authorize?session=${id}`,
          expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
        },
      };
    }
    const status = /^\/api\/v2\/oauth\/session\/status\/(.+)$/.exec(path);
    if (method === 'GET' && status) {
      const session = sessions.get(decodeURIComponent(status[1] as string));
      if (!session) return err(404, 'Not Found', 'Session not found');
      if (session.status === 'success')
        return { body: { status: 'success', email: session.email, name: session.email } };
      if (session.status === 'error')
        return {
          body: {
            status: 'error',
            error: 'access_denied',
            error_description: 'User denied access to the application',
          },
        };
      return { body: { status: session.status } };
    }
    const one = /^\/api\/v2\/accounts\/(.+)$/.exec(path);
    if (method === 'GET' && one) {
      const account = workspace.accounts.get(decodeURIComponent(one[1] as string));
      return account
        ? { body: { email: account.email, status: 1, warmup_status: 0 } }
        : err(404, 'Not Found', 'Account not found');
    }
    if (method === 'POST' && path === '/api/v2/accounts') {
      const b = body as Record<string, string | number>;
      for (const field of [
        'email',
        'first_name',
        'last_name',
        'provider_code',
        'imap_username',
        'imap_password',
        'imap_host',
        'imap_port',
        'smtp_username',
        'smtp_password',
        'smtp_host',
        'smtp_port',
      ])
        if (b[field] === undefined || b[field] === '')
          return err(400, 'Bad Request', `body must have required property '${field}'`);
      const email = String(b.email);
      if (workspace.accounts.has(email)) return err(409, 'Conflict', 'Account already exists');
      const smtp = {
        host: String(b.smtp_host),
        port: Number(b.smtp_port),
        username: String(b.smtp_username),
        password: String(b.smtp_password),
      };
      const imap = {
        host: String(b.imap_host),
        port: Number(b.imap_port),
        username: String(b.imap_username),
        password: String(b.imap_password),
      };
      const login = await ws.checkLogin({
        username: imap.username,
        password: imap.password,
        smtp,
        imap,
      });
      if (login.smtp || login.imap)
        return err(
          400,
          'Bad Request',
          `Could not connect to the account: ${login.imap ?? login.smtp}`,
        );
      workspace.accounts.set(email, {
        id: email,
        email,
        name: `${b.first_name} ${b.last_name}`.trim(),
        smtp,
        imap,
        via: 'imap',
      });
      return {
        body: {
          email,
          first_name: b.first_name,
          last_name: b.last_name,
          provider_code: 1,
          status: 1,
          warmup_status: 0,
          daily_limit: 100,
          timestamp_created: new Date().toISOString(),
        },
      };
    }
    return err(404, 'Not Found', `Route ${method}:${path} not found`);
  });
  return Object.assign(server, { workspaces: ws, sessions });
}
