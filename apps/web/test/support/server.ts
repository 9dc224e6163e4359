import { createMailwright, type MailwrightClient } from '@mailwright/sdk';
import {
  createTestDatabase,
  type TestDatabase,
  testEnv,
} from '../../../server/test/support/database.js';
import { freePort } from '../../../server/test/support/listen.js';
import {
  cliPath,
  runCli,
  type Spawned,
  spawnNode,
} from '../../../server/test/support/processes.js';

/** A real `mailwright serve` on loopback for one test file, with a team made by `init`. */
export interface TestServer {
  baseUrl: string;
  /** The first workspace's uid. */
  workspace: string;
  /** The admin's API token (for arranging what a test starts from, and checking what it did). */
  token: string;
  /** A client of the API as the admin, through the token. */
  api: MailwrightClient;
  /** The same, in another workspace of the team. */
  apiIn(workspace: string): MailwrightClient;
  env: Record<string, string>;
  /** With `firstStart`: the one-time link the first start printed for the admin's password. */
  passwordLink?: string;
  stop(): Promise<void>;
}

/**
 * Starts the server the way an operator does (`mailwright init`, then `mailwright serve`), on a
 * fresh database of the dialect under test; the simulator runs at `instant` speed so lifecycles
 * finish while the browser watches. With `firstStart`, as a new user does instead: `serve` alone
 * on the empty database, which makes the team and prints its token and the admin's password link.
 */
export async function startTestServer(
  extraEnv: Record<string, string> = {},
  options: { firstStart?: boolean } = {},
): Promise<TestServer> {
  const db: TestDatabase = await createTestDatabase();
  const port = await freePort();
  const env = testEnv(db, {
    PORT: String(port),
    LOG_LEVEL: 'warn',
    MAILWRIGHT_PROFILE: 'local',
    MAILWRIGHT_WEBHOOK_ALLOW_PRIVATE: 'true',
    ...extraEnv,
  });
  let made: { token: string; workspace: { uid: string } } | undefined;
  if (!options.firstStart) {
    const init = await runCli(
      ['init', '--name', 'Browser team', '--admin-email', 'admin@example.test', '--json'],
      env,
    );
    if (init.code !== 0) throw new Error(`mailwright init failed: ${init.stderr}`);
    made = JSON.parse(init.stdout);
  }
  const server: Spawned = spawnNode(cliPath, ['serve'], env);
  await server.waitForOutput(options.firstStart ? 'Try it:' : 'running at');
  const printed = (label: string) =>
    new RegExp(`${label}\\s+(\\S+)`).exec(server.stdout())?.[1] ?? '';
  const { token, workspace } = made ?? {
    token: printed('API token:'),
    workspace: { uid: printed('Workspace uid:') },
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    workspace: workspace.uid,
    token,
    env,
    ...(options.firstStart ? { passwordLink: printed('once\\):\\n') } : {}),
    api: createMailwright({ baseUrl, token, workspace: workspace.uid }),
    apiIn: (uid) => createMailwright({ baseUrl, token, workspace: uid }),
    async stop() {
      server.child.kill('SIGTERM');
      await server.exited;
      await db.drop();
    },
  };
}

/**
 * A member who signs in with a password, made through the public API as people are: the admin
 * invites, the invitee accepts with a password.
 */
export async function createMember(
  server: TestServer,
  options: {
    email: string;
    password: string;
    role?: 'admin' | 'member';
    billing?: boolean;
    name?: string;
  },
): Promise<void> {
  const invited = await server.api.inviteMember({
    body: {
      name: options.name ?? options.email.split('@')[0]!,
      email: options.email,
      role: options.role ?? 'member',
      ...(options.role === 'admin' ? {} : { can_manage_billing: options.billing ?? false }),
    },
  });
  const token = invited.invitation_url.split('/').pop()!;
  const anonymous = createMailwright({ baseUrl: server.baseUrl, token: 'none' });
  await anonymous.acceptInvitation({ body: { token, password: options.password } });
}
