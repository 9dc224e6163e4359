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
  stop(): Promise<void>;
}

/**
 * Starts the server the way an operator does (`mailwright init`, then `mailwright serve`), on a
 * fresh database of the dialect under test; the simulator runs at `instant` speed so lifecycles
 * finish while the browser watches.
 */
export async function startTestServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const db: TestDatabase = await createTestDatabase();
  const port = await freePort();
  const env = testEnv(db, {
    PORT: String(port),
    LOG_LEVEL: 'warn',
    MAILWRIGHT_PROFILE: 'local',
    MAILWRIGHT_WEBHOOK_ALLOW_PRIVATE: 'true',
    ...extraEnv,
  });
  const init = await runCli(
    ['init', '--name', 'Browser team', '--admin-email', 'admin@example.test', '--json'],
    env,
  );
  if (init.code !== 0) throw new Error(`mailwright init failed: ${init.stderr}`);
  const made = JSON.parse(init.stdout) as { token: string; workspace: { uid: string } };
  const server: Spawned = spawnNode(cliPath, ['serve'], env);
  await server.waitForOutput('running at');
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    workspace: made.workspace.uid,
    token: made.token,
    env,
    api: createMailwright({ baseUrl, token: made.token, workspace: made.workspace.uid }),
    apiIn: (workspace) => createMailwright({ baseUrl, token: made.token, workspace }),
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
