import { dmarcPort, type StackPaths, type StackSpec, spfPort } from './spec.js';

/**
 * The configuration files of a mail stack, as text keyed by path. Postfix, Dovecot and OpenDKIM
 * all read the stack's accounts database (`accounts.db`, written by the `mailserver` adapter) at
 * every lookup, so an account change is live once committed: nothing is reloaded.
 * docs/decisions.md ("How the mail server learns accounts") says why.
 */
export function renderStack(spec: StackSpec, p: StackPaths): Record<string, string> {
  return {
    [`${p.pdns}/pdns.conf`]: pdnsConf(spec, p),
    [`${p.postfix}/main.cf`]: postfixMain(spec, p),
    [`${p.postfix}/master.cf`]: postfixMaster(spec),
    ...postfixMaps(p),
    [p.dovecotConf]: dovecotConf(spec, p),
    [`${p.dovecot}/passwords.conf.ext`]: dovecotSql(p, 'password_hash'),
    [`${p.dovecot}/app-passwords.conf.ext`]: dovecotSql(p, 'app_password_hash'),
    [`${p.opendkim}/opendkim.conf`]: opendkimConf(spec, p),
    [`${p.opendmarc}/opendmarc.conf`]: opendmarcConf(spec, p),
    [`${p.spf}/pyspf-milter.conf`]: pyspfConf(spec, p),
    // OpenDMARC ignores no client (its default ignores 127.0.0.1, where a loopback stack's mail
    // comes from).
    [`${p.opendmarc}/ignore-hosts`]: '',
    ...(spec.resolverAddress
      ? {
          [`${p.opendkim}/unbound.conf`]: unboundConf(spec),
          [`${p.opendmarc}/resolv.conf`]: `nameserver ${spec.resolverAddress}\n`,
          [`${p.spf}/resolv.conf`]: `nameserver ${spec.resolverAddress}\n`,
        }
      : {}),
    ...(spec.mode === 'production' ? systemdUnits(p) : {}),
  };
}

const STATES_RECEIVING = "('active', 'suspended', 'disabled')";

function pdnsConf(spec: StackSpec, p: StackPaths): string {
  return `# PowerDNS Authoritative for this stack (gsqlite3 backend; see docs/self-hosting-mail.md
# for PostgreSQL). Mailwright drives it through the HTTP API.
launch=gsqlite3
gsqlite3-database=${p.pdnsDb}
local-address=${spec.listen}${spec.resolverAddress ? `, ${spec.resolverAddress}:53` : ''}
local-port=${spec.ports.dns}
api=yes
api-key=${spec.powerdns.apiKey}
webserver=yes
webserver-address=127.0.0.1
webserver-port=${spec.ports.dnsApi}
webserver-allow-from=127.0.0.0/8
socket-dir=${p.run}
default-soa-content=${spec.hostname}. hostmaster.@ 0 10800 3600 604800 3600
guardian=no
daemon=no
disable-syslog=yes
write-pid=no
${
  spec.mode === 'loopback'
    ? `# A loopback stack serves a change at the next query (tests change records and send at once).
cache-ttl=0
query-cache-ttl=0
negquery-cache-ttl=0
`
    : ''
}`;
}

/** What only a loopback stack's main.cf says. */
const LOOPBACK_QUEUE = `# A loopback stack never sends mail off this machine.
default_transport = error:outbound delivery is off on a loopback stack
# It delivers to itself: mail deferred (a milter too slow on a busy machine) is tried again
# within seconds, not Postfix's five minutes.
queue_run_delay = 5s
minimal_backoff_time = 5s
maximal_backoff_time = 30s`;

function postfixMain(spec: StackSpec, p: StackPaths): string {
  const m = (name: string) => `proxy:sqlite:${p.postfix}/${name}.cf`;
  const loopback = spec.mode === 'loopback';
  const tls = spec.tls
    ? `smtpd_tls_cert_file = ${spec.tls.cert}
smtpd_tls_key_file = ${spec.tls.key}
smtpd_tls_security_level = may
smtp_tls_security_level = may
smtpd_tls_auth_only = yes`
    : 'smtpd_tls_security_level = none';
  return `# Postfix for this stack. Accounts, domains and forwarding come from ${p.accounts}.
compatibility_level = 3.6
queue_directory = ${p.queue}
data_directory = ${p.postfixData}
myhostname = ${spec.hostname}
${loopback ? `smtpd_banner = $myhostname ESMTP ${stackGreeting(p.root)}\n` : ''}myorigin = $myhostname
mydestination =
local_recipient_maps =
alias_maps =
alias_database =
inet_interfaces = ${loopback ? '127.0.0.1' : 'all'}
inet_protocols = ${loopback ? 'ipv4' : 'all'}
mynetworks = 127.0.0.0/8
maillog_file = /dev/stdout
biff = no
append_dot_mydomain = no
smtputf8_enable = no
message_size_limit = 36700160
virtual_mailbox_domains = ${m('domains')}
virtual_mailbox_maps = ${m('mailboxes')}
virtual_alias_maps = ${m('forwarding')}
virtual_transport = lmtp:inet:127.0.0.1:${spec.ports.lmtp}
smtpd_sender_login_maps = ${m('senders')}
proxy_read_maps = $virtual_mailbox_domains $virtual_mailbox_maps $virtual_alias_maps $smtpd_sender_login_maps
smtpd_sasl_type = dovecot
smtpd_sasl_path = inet:127.0.0.1:${spec.ports.auth}
smtpd_relay_restrictions = permit_sasl_authenticated, reject_unauth_destination
smtpd_recipient_restrictions = reject_unlisted_recipient
# OpenDKIM signs submitted mail and verifies received mail, pyspf-milter checks SPF, then
# OpenDMARC checks DMARC with their results; each adds its Authentication-Results.
smtpd_milters = inet:127.0.0.1:${spec.ports.milter}, inet:127.0.0.1:${spfPort(spec)}, inet:127.0.0.1:${dmarcPort(spec)}
non_smtpd_milters = inet:127.0.0.1:${spec.ports.milter}
milter_default_action = tempfail
${tls}
${loopback ? LOOPBACK_QUEUE : ''}
`;
}

/** Every service runs outside a chroot (the maps and the milter are reached by path and TCP). */
function postfixMaster(spec: StackSpec): string {
  const loopback = spec.mode === 'loopback';
  const at = (port: number) => `${spec.listen}:${port}`;
  return `# service type private unpriv chroot wakeup maxproc command
${at(spec.ports.smtp)} inet n - n - - smtpd
${at(spec.ports.submission)} inet n - n - - smtpd
  -o syslog_name=postfix/submission
  -o smtpd_tls_security_level=${spec.tls ? 'encrypt' : 'none'}
  -o smtpd_sasl_auth_enable=yes
  -o smtpd_client_restrictions=permit_sasl_authenticated,reject
  -o smtpd_sender_restrictions=reject_sender_login_mismatch
  -o smtpd_recipient_restrictions=permit_sasl_authenticated,reject
  -o milter_macro_daemon_name=ORIGINATING${
    loopback
      ? `
  -o content_filter=reinject:[127.0.0.1]:${spec.ports.smtp}
# A loopback stack is the sender's server and the receiver's: submitted mail, once signed, is
# handed to its own port 25 as a sender's server hands it to the recipient's MX, so the receiving
# side's SPF, DKIM and DMARC checks run on it. The client's own name differs from the server's
# (otherwise Postfix sees a loop).
reinject  unix  - - n - - smtp
  -o myhostname=sender.${spec.hostname}
  -o smtp_tls_security_level=none${spec.resolverAddress ? `\n  -o smtp_bind_address=${spec.resolverAddress}` : ''}`
      : ''
  }
pickup    unix  n - n 60 1 pickup
cleanup   unix  n - n - 0 cleanup
qmgr      unix  n - n 300 1 qmgr
tlsmgr    unix  - - n 1000? 1 tlsmgr
rewrite   unix  - - n - - trivial-rewrite
bounce    unix  - - n - 0 bounce
defer     unix  - - n - 0 bounce
trace     unix  - - n - 0 bounce
verify    unix  - - n - 1 verify
flush     unix  n - n 1000? 0 flush
# proxymap reads the accounts database, which only root may read.
proxymap  unix  - n n - - proxymap
proxywrite unix - n n - 1 proxymap
smtp      unix  - - n - - smtp
relay     unix  - - n - - smtp
showq     unix  n - n - - showq
error     unix  - - n - - error
retry     unix  - - n - - error
discard   unix  - - n - - discard
lmtp      unix  - - n - - lmtp
anvil     unix  - - n - 1 anvil
scache    unix  - - n - 1 scache
postlog   unix-dgram n - n - 1 postlogd
`;
}

/**
 * The Postfix lookup tables: a domain is served once it has an account; a mailbox receives
 * while it exists and is not cancelled; forwarding keeps a copy; only an active account may
 * send as its address.
 */
function postfixMaps(p: StackPaths): Record<string, string> {
  const map = (query: string) => `dbpath = ${p.accounts}\nquery = ${query}\n`;
  return {
    [`${p.postfix}/domains.cf`]: map("SELECT name FROM domains WHERE name = '%s'"),
    [`${p.postfix}/mailboxes.cf`]: map(
      `SELECT address FROM accounts WHERE address = '%s' AND state IN ${STATES_RECEIVING}`,
    ),
    [`${p.postfix}/forwarding.cf`]: map(
      `SELECT address || ',' || forward_to FROM accounts WHERE address = '%s' AND forward_to <> '' AND state IN ${STATES_RECEIVING}`,
    ),
    [`${p.postfix}/senders.cf`]: map(
      "SELECT address FROM accounts WHERE address = '%s' AND state = 'active'",
    ),
  };
}

function dovecotConf(spec: StackSpec, p: StackPaths): string {
  const imap = spec.tls
    ? `  inet_listener imap {
    port = 0
  }
  inet_listener imaps {
    address = ${spec.listen}
    port = ${spec.ports.imap}
    ssl = yes
  }`
    : `  inet_listener imap {
    address = ${spec.listen}
    port = ${spec.ports.imap}
  }
  inet_listener imaps {
    port = 0
  }`;
  const ssl = spec.tls
    ? `ssl = required\nssl_cert = <${spec.tls.cert}\nssl_key = <${spec.tls.key}`
    : 'ssl = no\ndisable_plaintext_auth = no';
  return `# Dovecot for this stack: IMAP, LMTP delivery from Postfix, SASL for Postfix submission.
# Accounts come from ${p.accounts} (SQL lookups, no cache: a change is live once written).
instance_name = ${stackName(p.root)}
${spec.mode === 'loopback' ? `login_greeting = ${stackGreeting(p.root)}\n` : ''}base_dir = ${p.run}/dovecot
state_dir = ${p.run}/dovecot-state
log_path = ${p.log}/dovecot.log
hostname = ${spec.hostname}
listen = ${spec.listen}
protocols = imap lmtp
${ssl}
auth_mechanisms = plain login
auth_cache_size = 0
mail_location = maildir:~/Maildir
mail_uid = ${spec.mailUser}
mail_gid = ${spec.mailUser}
first_valid_uid = 1
# The login password, then the app password (sequencers sign in with it).
passdb {
  driver = sql
  args = ${p.dovecot}/passwords.conf.ext
}
passdb {
  driver = sql
  args = ${p.dovecot}/app-passwords.conf.ext
}
userdb {
  driver = sql
  args = ${p.dovecot}/passwords.conf.ext
}
service imap-login {
${imap}
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = ${spec.ports.lmtp}
  }
  unix_listener lmtp {
    mode = 0
  }
}
service auth {
  inet_listener {
    address = 127.0.0.1
    port = ${spec.ports.auth}
  }
}
# The accounts database is readable by root only.
service auth-worker {
  user = root
}
`;
}

/** Sign-in works while the account is active or suspended (a suspended one cannot send). */
function dovecotSql(p: StackPaths, column: 'password_hash' | 'app_password_hash'): string {
  return `driver = sqlite
connect = ${p.accounts}
default_pass_scheme = ARGON2ID
password_query = SELECT address AS user, ${column} AS password FROM accounts WHERE address = '%u' AND ${column} <> '' AND state IN ('active', 'suspended')
${
  column === 'password_hash'
    ? `user_query = SELECT '${p.mail}/' || account_id AS home FROM accounts WHERE address = '%u'
iterate_query = SELECT address AS user FROM accounts
`
    : ''
}`;
}

/**
 * OpenDKIM signs mail submitted by an account (Postfix marks it ORIGINATING) with its domain's
 * key, read from the accounts database at each message. The DSN names the database as
 * host "accounts" + database ".db" because OpenDBX's SQLite backend joins the two into a path
 * relative to the working directory: OpenDKIM runs in the stack folder.
 */
function opendkimConf(spec: StackSpec, p: StackPaths): string {
  const dsn = 'dsn:/usr/lib/opendbx/libsqlite3backend.so://accounts/.db';
  return `# OpenDKIM for this stack; run it with its working directory ${p.root}.
Syslog no
Mode sv
Socket inet:${spec.ports.milter}@127.0.0.1
PidFile ${p.run}/opendkim.pid
Canonicalization relaxed/simple
MTA ORIGINATING
InternalHosts -
SignatureAlgorithm rsa-sha256
OversignHeaders From
SigningTable ${dsn}/table=signing_domains?keycol=name?datacol=name
KeyTable ${dsn}/table=signing_domains?keycol=name?datacol=name,dkim_selector,dkim_private_key
AuthservID ${spec.hostname}
AlwaysAddARHeader yes
${spec.resolverAddress ? `ResolverConfiguration ${p.opendkim}/unbound.conf\n` : ''}`;
}

/**
 * Loopback: OpenDKIM's resolver (Unbound) asks the stack's PowerDNS for every name. Unbound
 * answers some special-use names itself (RFC 6761: `test.`, `invalid.`, `onion.`, `home.arpa.`),
 * NXDOMAIN without asking anyone, so a `.test` domain's DKIM key was "not found in DNS" while
 * PowerDNS served it; `nodefault` hands those names to the forwarder like any other.
 */
function unboundConf(spec: StackSpec): string {
  const special = ['test.', 'invalid.', 'onion.', 'home.arpa.'];
  return `server:
  do-not-query-localhost: no
${special.map((zone) => `  local-zone: "${zone}" nodefault\n`).join('')}forward-zone:
  name: "."
  forward-addr: 127.0.0.1@${spec.ports.dns}
`;
}

/**
 * pyspf-milter checks SPF (the connecting address against the envelope sender's record, RFC 7208)
 * and adds its Authentication-Results; it rejects nothing (TestOnly). OpenDMARC's own SPF check
 * (libspf2) is not used: libspf2 passes every 127/8 client ("localhost is always allowed"), which
 * is where a loopback stack's mail comes from. A loopback stack skips only 127.0.0.1 (its own
 * address); its reinjected mail comes from `resolverAddress` and is checked.
 */
function pyspfConf(spec: StackSpec, p: StackPaths): string {
  return `# pyspf-milter (spf-engine) for this stack; see policyd-spf.conf(5).
debugLevel = 1
TestOnly = 1
HELO_reject = False
Mail_From_reject = False
PermError_reject = False
TempError_Defer = False
skip_addresses = ${spec.mode === 'loopback' ? '127.0.0.1/32,::1/128' : '127.0.0.0/8,::ffff:127.0.0.0/104,::1'}
Header_Type = AR
Authserv_Id = ${spec.hostname}
Socket = inet:${spfPort(spec)}@127.0.0.1
PidFile = ${p.spf}/pyspf-milter.pid
UserID = pyspf-milter
`;
}

/**
 * OpenDMARC checks DMARC (the From domain's policy, with OpenDKIM's and pyspf-milter's results,
 * which it trusts by the shared authserv-id), and adds its Authentication-Results; it rejects
 * nothing and sends no reports. Mail from signed-in clients (submission) is not checked: it is
 * checked where it is received.
 */
function opendmarcConf(spec: StackSpec, p: StackPaths): string {
  return `# OpenDMARC for this stack.
Syslog false
Socket inet:${dmarcPort(spec)}@127.0.0.1
PidFile ${p.run}/opendmarc.pid
AuthservID ${spec.hostname}
TrustedAuthservIDs ${spec.hostname}
SPFSelfValidate false
IgnoreAuthenticatedClients true
IgnoreHosts ${p.opendmarc}/ignore-hosts
RejectFailures false
RequiredHeaders false
FailureReports false
PublicSuffixList /usr/share/publicsuffix/public_suffix_list.dat
`;
}

/** systemd units for a production stack (each server in the foreground, as the stack expects). */
function systemdUnits(p: StackPaths): Record<string, string> {
  const unit = (description: string, exec: string, after = '') => `[Unit]
Description=${description} (Mailwright mail stack ${p.root})
After=network-online.target${after}
Wants=network-online.target

[Service]
ExecStart=${exec}
WorkingDirectory=${p.root}
Restart=on-failure

[Install]
WantedBy=multi-user.target
`;
  return {
    [`${p.systemd}/mailwright-pdns.service`]: unit(
      'PowerDNS Authoritative',
      `/usr/sbin/pdns_server --config-dir=${p.pdns}`,
    ),
    [`${p.systemd}/mailwright-dovecot.service`]: unit(
      'Dovecot',
      `/usr/sbin/dovecot -F -c ${p.dovecotConf}`,
    ),
    [`${p.systemd}/mailwright-opendkim.service`]: unit(
      'OpenDKIM',
      `/usr/sbin/opendkim -f -x ${p.opendkim}/opendkim.conf`,
    ),
    [`${p.systemd}/mailwright-opendmarc.service`]: unit(
      'OpenDMARC',
      `/usr/sbin/opendmarc -f -c ${p.opendmarc}/opendmarc.conf`,
    ),
    [`${p.systemd}/mailwright-pyspf-milter.service`]: unit(
      'pyspf-milter',
      // It refuses to start while its pid file is left from the last run.
      `/bin/sh -c 'rm -f ${p.spf}/pyspf-milter.pid && exec /usr/bin/pyspf-milter ${p.spf}/pyspf-milter.conf'`,
    ),
    [`${p.systemd}/mailwright-postfix.service`]: unit(
      'Postfix',
      `/usr/sbin/postfix -c ${p.postfix} start-fg`,
      ' mailwright-dovecot.service mailwright-opendkim.service mailwright-pyspf-milter.service mailwright-opendmarc.service',
    ),
  };
}

/** The stack's own name, from its folder: Dovecot's instance name. */
export function stackName(root: string): string {
  return `mailwright-${hash(root)}`;
}

/**
 * What a loopback stack's Dovecot (IMAP) and Postfix (SMTP) greet a client with: its own name,
 * so a client (or a person with telnet) sees which stack's server answers on a port.
 */
export function stackGreeting(root: string): string {
  return `Mailwright stack ${stackName(root)} ready`;
}

function hash(text: string): string {
  let h = 0;
  for (const c of text) h = (h * 31 + (c.codePointAt(0) ?? 0)) >>> 0;
  return h.toString(36);
}
