import { oauthSessions, type Workspaces, workspaces } from './accounts.js';
import { type FakeServer, type LoginCheck, startFakeServer } from './server.js';

/**
 * A loopback EmailBison instance answering as its API is published (https://docs.emailbison.com:
 * Authentication (`api-user` Bearer tokens, `GET /api/users`), the OpenAPI page "Create IMAP/SMTP
 * Email Account" (`POST /api/sender-emails/imap-smtp` → `data` with `status` "Connected"), "View
 * sender email" `GET /api/sender-emails/{id or email}`, and OAuth Sessions
 * (`POST /api/oauth-sessions/{google|microsoft}` → `data: {id, url, status}`, polled at
 * `GET /api/oauth-sessions/{id}`: `pending|success|failure|expired`)), Laravel's
 * `{"message": "Unauthenticated."}` for a bad token and 422 `{message, errors}` for a bad body.
 * A sender it cannot sign in to is answered with `status` "Not connected" (ours, verified only
 * against this fake).
 */
export interface FakeEmailBison extends FakeServer {
  workspaces: Workspaces;
  sessions: ReturnType<typeof oauthSessions>;
}

export async function startFakeEmailBison(checkLogin?: LoginCheck): Promise<FakeEmailBison> {
  const ws = workspaces(checkLogin);
  const sessions = oauthSessions();
  const server = await startFakeServer(async ({ method, path, headers, body }) => {
    const key = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    const workspace = ws.get(key);
    if (!workspace) return { status: 401, body: { message: 'Unauthenticated.' } };
    if (method === 'GET' && path === '/api/users')
      return {
        body: {
          data: {
            id: 1,
            name: 'Agency Owner',
            email: `owner@${workspace.id}.example`,
            team: { id: workspace.id, name: workspace.name },
          },
        },
      };
    const open = /^\/api\/oauth-sessions\/(google|microsoft)$/.exec(path);
    if (method === 'POST' && open) {
      const id = sessions.open(workspace, open[1] as string);
      return {
        body: {
          data: {
            id,
            url: `https://send.example-bison.test/oauth/${open[1]}/${id}`,
            status: 'pending',
          },
        },
      };
    }
    const poll = /^\/api\/oauth-sessions\/(.+)$/.exec(path);
    if (method === 'GET' && poll) {
      const session = sessions.get(decodeURIComponent(poll[1] as string));
      if (!session)
        return { status: 404, body: { data: { success: false, message: 'Not found' } } };
      const status = session.status === 'error' ? 'failure' : session.status;
      return { body: { data: { id: poll[1], status } } };
    }
    const sender = /^\/api\/sender-emails\/([^/]+)$/.exec(path);
    if (method === 'GET' && sender) {
      const account = workspace.accounts.get(decodeURIComponent(sender[1] as string));
      return account
        ? { body: { data: { id: account.id, email: account.email, status: 'Connected' } } }
        : { status: 404, body: { data: { success: false, message: 'Sender email not found.' } } };
    }
    if (method === 'POST' && path === '/api/sender-emails/imap-smtp') {
      const b = body as Record<string, string | number | boolean>;
      const missing = [
        'name',
        'email',
        'password',
        'imap_server',
        'imap_port',
        'smtp_server',
        'smtp_port',
      ].filter((f) => b[f] === undefined || b[f] === '');
      if (missing.length > 0)
        return {
          status: 422,
          body: {
            message: `The ${missing[0]} field is required.`,
            errors: Object.fromEntries(missing.map((f) => [f, [`The ${f} field is required.`]])),
          },
        };
      const email = String(b.email);
      if (workspace.accounts.has(email))
        return {
          status: 422,
          body: {
            message: 'The email has already been taken.',
            errors: { email: ['The email has already been taken.'] },
          },
        };
      const smtp = {
        host: String(b.smtp_server),
        port: Number(b.smtp_port),
        username: email,
        password: String(b.password),
      };
      const imap = {
        host: String(b.imap_server),
        port: Number(b.imap_port),
        username: email,
        password: String(b.password),
      };
      const login = await ws.checkLogin({
        username: email,
        password: String(b.password),
        smtp,
        imap,
      });
      const id = ws.nextId();
      const connected = !login.smtp && !login.imap;
      if (connected)
        workspace.accounts.set(email, {
          id: String(id),
          email,
          name: String(b.name),
          smtp,
          imap,
          via: 'imap',
        });
      return {
        body: {
          data: {
            id,
            name: b.name,
            email,
            imap_server: imap.host,
            imap_port: imap.port,
            smtp_server: smtp.host,
            smtp_port: smtp.port,
            daily_limit: 5,
            type: 'Inbox',
            status: connected ? 'Connected' : 'Not connected',
            warmup_enabled: false,
            emails_sent_count: 0,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
            tags: [],
          },
        },
      };
    }
    return { status: 404, body: { message: 'Not Found' } };
  });
  return Object.assign(server, { workspaces: ws, sessions });
}
