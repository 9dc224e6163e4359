import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { hostNameList } from '../config/parsers.js';
import { type AccountState, AccountStore } from '../mailstack/accounts.js';
import { renderStackFiles, stackStatus, startStack, stopStack } from '../mailstack/run.js';
import {
  freeLoopbackPorts,
  newStackSpec,
  readStackSpec,
  STANDARD_PORTS,
  StackError,
  type StackSpec,
  stackPaths,
} from '../mailstack/spec.js';

const print = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);

const dirOption = () =>
  new Option('--dir <folder>', 'the stack folder')
    .env('MAILWRIGHT_MAILSTACK_DIR')
    .default('./mailstack')
    .argParser((value) => resolve(value));

function hostName(value: string): string {
  try {
    const [name] = hostNameList(value);
    if (name) return name;
  } catch {}
  throw new InvalidArgumentError('must be a host name such as mail.example.net');
}

/** The settings that point Mailwright at the stack (printed by `start` and `env`). */
export function stackEnv(dir: string, spec: StackSpec): Record<string, string> {
  return {
    MAILWRIGHT_DNS_HOST: 'powerdns',
    MAILWRIGHT_POWERDNS_API_URL: `http://127.0.0.1:${spec.ports.dnsApi}`,
    MAILWRIGHT_POWERDNS_API_KEY: spec.powerdns.apiKey,
    MAILWRIGHT_NAMESERVERS: spec.nameservers.join(','),
    MAILWRIGHT_DNS_RESOLVER: `127.0.0.1:${spec.ports.dns}`,
    MAILWRIGHT_SMTP_MAILBOX_HOST: 'mailserver',
    MAILWRIGHT_MAILSTACK_DIR: dir,
  };
}

const envLines = (env: Record<string, string>) =>
  Object.entries(env)
    .map(([k, v]) => `export ${k}=${v}`)
    .join('\n');

/** `mailwright mailstack`: render, start and stop the mail stack (docs/self-hosting-mail.md). */
export function mailstackCommand(): Command {
  const command = new Command('mailstack').description(
    'the real mail stack: PowerDNS, Postfix, Dovecot, OpenDKIM, pyspf-milter and OpenDMARC configured for Mailwright',
  );

  command
    .command('render')
    .description('write the configuration of the six servers into the stack folder')
    .addOption(dirOption())
    .option('--loopback', 'private instances on free 127.0.0.1 ports, no TLS (development, tests)')
    .option('--hostname <name>', 'the mail host name (MX, HELO)', hostName)
    .option('--nameservers <names>', 'host names the DNS server answers as (comma-separated)')
    .option(
      '--spf <mechanisms>',
      "SPF mechanisms covering the host (default mx; loopback ip4:127.0.0.1 and the stack's second loopback address)",
    )
    .option('--tls-cert <file>', 'certificate chain (PEM) for SMTP STARTTLS and IMAPS')
    .option('--tls-key <file>', 'its private key (PEM)')
    .option('--mail-user <user>', 'system user owning the mail folders', 'mail')
    .action(async (o: RenderOptions) => {
      const spec = await renderStackFiles(o.dir, await specFrom(o));
      print(`Rendered a ${spec.mode} mail stack for ${spec.hostname} in ${o.dir}`);
      if (spec.mode === 'production')
        print(`systemd units: ${stackPaths(o.dir).systemd} (docs/self-hosting-mail.md)`);
    });

  command
    .command('start')
    .description('start private instances of the stack (renders a loopback stack first if none)')
    .addOption(dirOption())
    .action(async (o: { dir: string }) => {
      if (!existsSync(stackPaths(o.dir).spec))
        await renderStackFiles(
          o.dir,
          await specFrom({ dir: o.dir, loopback: true, mailUser: 'mail' }),
        );
      else await renderStackFiles(o.dir);
      const spec = await startStack(o.dir);
      print(`Mail stack running from ${o.dir}. Point Mailwright at it with:\n`);
      print(envLines(stackEnv(o.dir, spec)));
    });

  command
    .command('stop')
    .description('stop the instances started from the stack folder')
    .addOption(dirOption())
    .action(async (o: { dir: string }) => {
      await stopStack(o.dir);
      print(`Mail stack in ${o.dir} stopped`);
    });

  command
    .command('status')
    .description('which of the stack’s servers run')
    .addOption(dirOption())
    .action((o: { dir: string }) => {
      for (const s of stackStatus(o.dir))
        print(`${s.name.padEnd(9)} ${s.running ? `running (pid ${s.pid})` : 'stopped'}`);
    });

  command
    .command('env')
    .description('print the settings that point Mailwright at the stack')
    .addOption(dirOption())
    .action((o: { dir: string }) => {
      print(envLines(stackEnv(o.dir, readStackSpec(o.dir))));
    });

  command
    .command('account')
    .description('suspend (no sending), disable (no sign-in) or re-enable an account on the server')
    .argument('<address>')
    .addOption(
      new Option('--state <state>', 'the state to set')
        .choices(['active', 'suspended', 'disabled'])
        .makeOptionMandatory(),
    )
    .addOption(dirOption())
    .action((address: string, o: { dir: string; state: AccountState }) => {
      const store = new AccountStore(stackPaths(o.dir).accounts);
      try {
        const row = store.find(address.toLowerCase());
        if (!row || !store.update(row.account_id, { state: o.state }))
          throw new StackError(`${address} has no account on this stack`);
        print(`${row.address}: ${o.state}`);
      } finally {
        store.close();
      }
    });
  return command;
}

interface RenderOptions {
  dir: string;
  loopback?: boolean;
  hostname?: string;
  nameservers?: string;
  spf?: string;
  tlsCert?: string;
  tlsKey?: string;
  mailUser: string;
}

async function specFrom(o: RenderOptions): Promise<StackSpec> {
  const loopback = o.loopback === true;
  if (!loopback && (!o.hostname || !o.tlsCert || !o.tlsKey))
    throw new StackError(
      'a production stack needs --hostname, --tls-cert and --tls-key (or --loopback for a private one)',
    );
  return newStackSpec({
    mode: loopback ? 'loopback' : 'production',
    hostname: o.hostname ?? 'mail.mailwright.test',
    ports: loopback ? await freeLoopbackPorts() : STANDARD_PORTS,
    mailUser: o.mailUser,
    ...(o.spf ? { spf: o.spf } : {}),
    ...(o.nameservers ? { nameservers: hostNameList(o.nameservers) } : {}),
    ...(o.tlsCert && o.tlsKey ? { tls: { cert: resolve(o.tlsCert), key: resolve(o.tlsKey) } } : {}),
  });
}
