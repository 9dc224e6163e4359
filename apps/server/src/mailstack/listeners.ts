import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** An address and TCP port a stack's server listens on. */
export interface Listen {
  address: string;
  port: number;
}

/** Who listens on an address and port now: nobody, only the given process tree, or another. */
export type ListenerOwner = 'none' | 'ours' | { otherPids: number[] };

/**
 * Whose sockets listen on each of `listens` (TCP, IPv4 and IPv6; a wildcard listener counts for
 * every address), as Linux's /proc tells it: `ours` when every listener is held by `pid` or a
 * process it started (Postfix's master runs under a script; Dovecot hands its listeners to
 * children). A port answering a connection says nothing about whose server answers: another
 * stack's Dovecot on the same port would take this stack's sign-ins and refuse every one.
 * /proc is read once for all of them: its socket tables hold every connection of the machine.
 */
export function listenerOwners(listens: readonly Listen[], pid: number): ListenerOwner[] {
  const sockets = listeningSockets();
  let ours: Set<string> | undefined;
  return listens.map((at) => {
    const inodes = new Set(
      sockets
        .filter(
          (s) =>
            s.port === at.port &&
            (s.address === at.address || WILDCARDS.has(s.address) || WILDCARDS.has(at.address)),
        )
        .map((s) => s.inode),
    );
    if (inodes.size === 0) return 'none';
    ours ??= socketInodes(processTree(pid));
    const foreign = [...inodes].filter((inode) => !ours?.has(inode));
    if (foreign.length === 0) return 'ours';
    return { otherPids: holdersOf(new Set(foreign)) };
  });
}

const WILDCARDS = new Set(['0.0.0.0', '::']);

/** The TCP sockets in LISTEN state (`0A`), with their address, port and inode. */
function listeningSockets(): Array<{ address: string; port: number; inode: string }> {
  const found: Array<{ address: string; port: number; inode: string }> = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      // Most lines are connections, not listeners: skipped before they are split.
      if (!line.includes(' 0A ')) continue;
      const fields = line.trim().split(/\s+/);
      const [local, state, inode] = [fields[1], fields[3], fields[9]];
      if (!local || state !== '0A' || !inode) continue;
      const [hexAddress = '', hexPort = ''] = local.split(':');
      found.push({ address: decodeAddress(hexAddress), port: Number.parseInt(hexPort, 16), inode });
    }
  }
  return found;
}

/**
 * /proc's hex address: IPv4 as one little-endian word; IPv6 as four (only the forms that matter
 * here are decoded: `::`, and an IPv4-mapped address as its IPv4 form).
 */
function decodeAddress(hex: string): string {
  const v4 = (word: string) =>
    [6, 4, 2, 0].map((i) => Number.parseInt(word.slice(i, i + 2), 16)).join('.');
  if (hex.length === 8) return v4(hex);
  if (/^0+$/.test(hex)) return '::';
  if (hex.startsWith('0000000000000000FFFF0000')) return v4(hex.slice(24));
  return hex;
}

/** `pid` and every process descended from it. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

/** The socket inodes the processes hold open. */
function socketInodes(pids: number[]): Set<string> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1] as string);
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return inodes;
}

/** The processes holding any of these sockets (to name them in an error). */
function holdersOf(inodes: Set<string>): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const held = socketInodes([Number(entry)]);
    if ([...inodes].some((inode) => held.has(inode))) pids.push(Number(entry));
  }
  return pids;
}
