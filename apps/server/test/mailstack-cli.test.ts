import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './support/processes.js';

const made: string[] = [];
const dir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'mw-render-'));
  made.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});
const read = (folder: string, path: string) => readFileSync(join(folder, path), 'utf8');

describe('mailwright mailstack render', () => {
  it('renders a production stack for the host name, with TLS, standard ports and systemd units', async () => {
    const folder = dir();
    const res = await runCli(
      [
        'mailstack',
        'render',
        '--dir',
        folder,
        '--hostname',
        'mail.example.net',
        '--nameservers',
        'ns1.example.net,ns2.example.net',
        '--tls-cert',
        '/etc/ssl/mail.pem',
        '--tls-key',
        '/etc/ssl/mail.key',
      ],
      {},
    );
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('Rendered a production mail stack for mail.example.net');
    const spec = JSON.parse(read(folder, 'stack.json'));
    expect(spec).toMatchObject({
      mode: 'production',
      hostname: 'mail.example.net',
      spf: 'mx',
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      client: { submission: { host: 'mail.example.net', port: 587 }, imap: { port: 993 } },
    });
    expect(read(folder, 'postfix/main.cf')).toContain('myhostname = mail.example.net');
    expect(read(folder, 'postfix/main.cf')).toContain('smtpd_tls_cert_file = /etc/ssl/mail.pem');
    expect(read(folder, 'postfix/master.cf')).toMatch(/0\.0\.0\.0:587 inet[\s\S]*encrypt/);
    expect(read(folder, 'postfix/main.cf')).not.toContain('backoff_time');
    expect(read(folder, 'dovecot/dovecot.conf')).toContain('ssl = required');
    expect(read(folder, 'systemd/mailwright-opendkim.service')).toContain(
      `WorkingDirectory=${folder}`,
    );
    // What holds secrets is readable by root only.
    for (const secret of ['stack.json', 'accounts.db', 'pdns/pdns.conf'])
      expect(statSync(join(folder, secret)).mode & 0o077, secret).toBe(0);
    expect(read(folder, 'pdns/pdns.conf')).toContain(`api-key=${spec.powerdns.apiKey}`);
  });

  it('refuses a production stack without a host name and a certificate, naming the options', async () => {
    const res = await runCli(['mailstack', 'render', '--dir', dir()], {});
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      'mailwright: a production stack needs --hostname, --tls-cert and --tls-key (or --loopback for a private one)\n',
    );
  });

  it('renders a loopback stack on free high ports with no TLS, and says how to use it', async () => {
    const folder = dir();
    expect((await runCli(['mailstack', 'render', '--loopback', '--dir', folder], {})).code).toBe(0);
    const spec = JSON.parse(read(folder, 'stack.json'));
    expect(spec.mode).toBe('loopback');
    expect(Object.values(spec.ports).every((p) => (p as number) > 1024)).toBe(true);
    expect(read(folder, 'postfix/main.cf')).toContain('default_transport = error:');
    // It delivers to itself: deferred mail is tried again within seconds.
    expect(read(folder, 'postfix/main.cf')).toContain('minimal_backoff_time = 5s');
    const env = await runCli(['mailstack', 'env', '--dir', folder], {});
    expect(env.stdout).toContain(`export MAILWRIGHT_MAILSTACK_DIR=${folder}`);
    expect(env.stdout).toContain(`export MAILWRIGHT_DNS_RESOLVER=127.0.0.1:${spec.ports.dns}`);
  });
});
