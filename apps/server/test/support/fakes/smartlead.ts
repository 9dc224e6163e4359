import { type Workspaces, workspaces } from './accounts.js';
import { type FakeServer, type LoginCheck, startFakeServer } from './server.js';

/**
 * A loopback Smartlead answering as its API v1 is published (https://api.smartlead.ai/reference:
 * "Create an email account" `POST /api/v1/email-accounts/save?api_key=…` → `{ok, message, data:
 * {id, from_email, is_smtp_success, is_imap_success, warmup_details}}`, after signing in to the
 * mailbox; `GET /api/v1/email-accounts/?offset&limit` lists accounts), the key as the `api_key`
 * query parameter, and a 401 for a wrong one. Its budget (10 requests every 2 seconds) answers 429
 * past it. The failed sign-in's `message` wording is ours, verified only against this fake.
 */
export interface FakeSmartlead extends FakeServer {
  workspaces: Workspaces;
}

export async function startFakeSmartlead(checkLogin?: LoginCheck): Promise<FakeSmartlead> {
  const ws = workspaces(checkLogin);
  let recent: number[] = [];
  const server = await startFakeServer(async ({ method, path, query, body }) => {
    const now = Date.now();
    recent = recent.filter((t) => t > now - 2000);
    if (recent.length >= 10)
      return {
        status: 429,
        headers: { 'retry-after': '2' },
        body: { message: 'Rate limit exceeded' },
      };
    recent.push(now);
    const workspace = ws.get(query.get('api_key') ?? undefined);
    if (!workspace) return { status: 401, body: { message: 'Invalid API key' } };
    if (method === 'GET' && path === '/api/v1/email-accounts/')
      return {
        body: [...workspace.accounts.values()]
          .slice(0, Number(query.get('limit') ?? 100))
          .map((a) => ({ id: Number(a.id), from_email: a.email })),
      };
    if (method === 'POST' && path === '/api/v1/email-accounts/save') {
      const b = body as Record<string, string | number>;
      for (const field of [
        'from_name',
        'from_email',
        'user_name',
        'password',
        'smtp_host',
        'smtp_port',
        'imap_host',
        'imap_port',
      ])
        if (b[field] === undefined || b[field] === '')
          return { status: 400, body: { ok: false, message: `"${field}" is required` } };
      const email = String(b.from_email);
      const smtp = {
        host: String(b.smtp_host),
        port: Number(b.smtp_port),
        username: String(b.user_name),
        password: String(b.password),
      };
      const imap = { ...smtp, host: String(b.imap_host), port: Number(b.imap_port) };
      const login = await ws.checkLogin({
        username: smtp.username,
        password: smtp.password,
        smtp,
        imap,
      });
      const id = ws.nextId();
      const ok = !login.smtp && !login.imap;
      if (ok)
        workspace.accounts.set(email, {
          id: String(id),
          email,
          name: String(b.from_name),
          smtp,
          imap,
          via: 'imap',
        });
      return {
        body: {
          ok: true,
          message: ok
            ? 'Email account added successfully'
            : `Connection failed: ${login.smtp ?? login.imap}`,
          data: {
            id,
            from_email: email,
            is_smtp_success: !login.smtp,
            is_imap_success: !login.imap,
            warmup_details: {
              status: b.warmup_enabled ? 'ACTIVE' : 'INACTIVE',
              total_warmup_per_day: 0,
            },
          },
        },
      };
    }
    return { status: 404, body: { message: 'Not Found' } };
  });
  return Object.assign(server, { workspaces: ws });
}
