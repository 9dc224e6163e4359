import { acceptLogins, type LoginCheck } from './server.js';

/** A sending account as a sequencer fake holds it: what the platform was given. */
export interface HeldAccount {
  id: string;
  email: string;
  name: string;
  smtp: { host: string; port: number; username: string; password: string };
  imap: { host: string; port: number; username: string; password: string };
  via: 'imap' | 'oauth';
}

/** One customer account (workspace) of a sequencer fake, reached by its API key. */
export interface FakeWorkspace {
  id: string;
  name: string;
  key: string;
  /** A revoked key is refused (401) from then on. */
  revoked: boolean;
  accounts: Map<string, HeldAccount>;
}

/** The keys and workspaces of a sequencer fake, and how it judges a mailbox's sign-in. */
export function workspaces(checkLogin: LoginCheck = acceptLogins) {
  const byKey = new Map<string, FakeWorkspace>();
  let serial = 0;
  return {
    checkLogin,
    /** A workspace reached with `key`. */
    add(key: string, name = `Workspace ${byKey.size + 1}`): FakeWorkspace {
      const ws: FakeWorkspace = {
        id: `ws_${byKey.size + 1}`,
        name,
        key,
        revoked: false,
        accounts: new Map(),
      };
      byKey.set(key, ws);
      return ws;
    },
    get(key: string | undefined): FakeWorkspace | undefined {
      const ws = key ? byKey.get(key) : undefined;
      return ws && !ws.revoked ? ws : undefined;
    },
    /** Every account any workspace holds. */
    all(): HeldAccount[] {
      return [...byKey.values()].flatMap((ws) => [...ws.accounts.values()]);
    },
    nextId: () => {
      serial += 1;
      return serial;
    },
  };
}

export type Workspaces = ReturnType<typeof workspaces>;

/** OAuth sessions of a fake: opened pending, completed by the test as the customer would. */
export function oauthSessions() {
  const sessions = new Map<
    string,
    { provider: string; status: string; email: string; ws: FakeWorkspace }
  >();
  let serial = 0;
  return {
    open(ws: FakeWorkspace, provider: string) {
      serial += 1;
      const id = `sess_${serial}_${Date.now().toString(36)}`;
      sessions.set(id, { provider, status: 'pending', email: '', ws });
      return id;
    },
    get: (id: string) => sessions.get(id),
    /** The customer signs in (`success`, adding the account) or refuses. */
    complete(id: string, email: string, status: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      session.status = status;
      session.email = email;
      if (status === 'success') {
        const none = { host: '', port: 0, username: email, password: '' };
        session.ws.accounts.set(email, {
          id: `oauth_${id}`,
          email,
          name: email,
          smtp: none,
          imap: none,
          via: 'oauth',
        });
      }
    },
  };
}
