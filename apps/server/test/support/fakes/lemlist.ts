import { type Workspaces, workspaces } from './accounts.js';
import { type FakeServer, type LoginCheck, startFakeServer } from './server.js';

/**
 * A loopback lemlist answering as its API is published (https://developer.lemlist.com: "Connect
 * Email Account" `POST /api/user/email-accounts` → `{id, email, provider: "custom"}`, refusing
 * Gmail over SMTP/IMAP; "Test Email Account" `POST /api/user/email-accounts/{id}/test` →
 * `{smtp: {success}, imap: {success, error}}`; `GET /api/team`), Basic auth with the API key as
 * the password, and its budget of 20 requests every 2 seconds per key (429 past it). The test
 * signs in to the mailbox for real when the fake is given a `checkLogin`.
 */
export interface FakeLemlist extends FakeServer {
  workspaces: Workspaces;
}

export async function startFakeLemlist(checkLogin?: LoginCheck): Promise<FakeLemlist> {
  const ws = workspaces(checkLogin);
  const pending = new Map<
    string,
    { workspace: string; account: Parameters<LoginCheck>[0]; email: string; name: string }
  >();
  let recent: number[] = [];
  const server = await startFakeServer(async ({ method, path, headers, body }) => {
    const now = Date.now();
    recent = recent.filter((t) => t > now - 2000);
    if (recent.length >= 20)
      return { status: 429, headers: { 'retry-after': '2' }, body: 'Too many requests' };
    recent.push(now);
    const basic = /^Basic (.+)$/.exec(headers.authorization ?? '')?.[1] ?? '';
    const key = Buffer.from(basic, 'base64').toString('utf8').replace(/^:/, '');
    const workspace = ws.get(key);
    if (!workspace) return { status: 401, body: { message: 'Unauthorized' } };
    if (method === 'GET' && path === '/api/team')
      return { body: { _id: `tea_${workspace.id}`, name: workspace.name, userIds: ['usr_1'] } };
    if (method === 'POST' && path === '/api/user/email-accounts') {
      const b = body as Record<string, string | number | boolean>;
      if (/gmail\.com$/i.test(String(b.smtp_host)) || /gmail\.com$/i.test(String(b.imap_host)))
        return {
          status: 400,
          body: { message: 'Gmail SMTP/IMAP connections are not allowed, use OAuth instead' },
        };
      for (const field of [
        'sender_name',
        'sender_email',
        'smtp_host',
        'smtp_port',
        'smtp_login',
        'smtp_password',
        'imap_host',
        'imap_port',
        'imap_login',
        'imap_password',
      ])
        if (b[field] === undefined || b[field] === '')
          return { status: 400, body: { message: `${field} is required` } };
      const id = `umx_${ws.nextId()}${Date.now().toString(36)}`;
      const smtp = {
        host: String(b.smtp_host),
        port: Number(b.smtp_port),
        username: String(b.smtp_login),
        password: String(b.smtp_password),
      };
      const imap = {
        host: String(b.imap_host),
        port: Number(b.imap_port),
        username: String(b.imap_login),
        password: String(b.imap_password),
      };
      pending.set(id, {
        workspace: workspace.key,
        account: { username: smtp.username, password: smtp.password, smtp, imap },
        email: String(b.sender_email),
        name: String(b.sender_name),
      });
      workspace.accounts.set(String(b.sender_email), {
        id,
        email: String(b.sender_email),
        name: String(b.sender_name),
        smtp,
        imap,
        via: 'imap',
      });
      return { body: { id, email: b.sender_email, provider: 'custom' } };
    }
    const test = /^\/api\/user\/email-accounts\/([^/]+)\/test$/.exec(path);
    if (method === 'POST' && test) {
      const entry = pending.get(test[1] as string);
      if (!entry || entry.workspace !== workspace.key)
        return { status: 404, body: { message: 'Email account not found' } };
      const login = await ws.checkLogin(entry.account);
      return {
        body: {
          smtp: login.smtp ? { success: false, error: login.smtp } : { success: true },
          imap: login.imap ? { success: false, error: login.imap } : { success: true },
        },
      };
    }
    return { status: 404, body: { message: 'Not Found' } };
  });
  return Object.assign(server, { workspaces: ws });
}
