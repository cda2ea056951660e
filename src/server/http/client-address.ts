import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** TRUST_PROXY: how many reverse proxies stand in front of the server, or the proxies' own addresses (CIDR ranges). */
export type TrustProxy = { hops: number } | { proxies: string[] };

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** One spelling per address: a socket's '::ffff:10.0.0.1' and a header's '10.0.0.1' count as the same client. */
function normalise(address: string): string {
  const text = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const withoutPort = bracketed
    ? bracketed[1]!
    : /^[\d.]+:\d+$/.test(text)
      ? text.slice(0, text.lastIndexOf(':'))
      : text;
  return IPV4_MAPPED.exec(withoutPort)?.[1] ?? withoutPort;
}

function validRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** '0', '1', '2'… or '10.0.0.1, 172.16.0.0/12'; null when it is neither. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim();
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(validRange) ? { proxies: entries } : null;
}

/** Whether any proxy is trusted at all (the sandbox gateway then builds its addresses from X-Forwarded-*). */
const trustsAnyProxy = (trust: TrustProxy) => ('hops' in trust ? trust.hops > 0 : trust.proxies.length > 0);

const lists = new WeakMap<TrustProxy, BlockList>();
function proxyList(trust: { proxies: string[] }): BlockList {
  let list = lists.get(trust);
  if (!list) {
    list = new BlockList();
    for (const entry of trust.proxies) {
      const [address, prefix] = entry.split('/');
      const type = isIP(address!) === 4 ? 'ipv4' : 'ipv6';
      if (prefix === undefined) list.addAddress(address!, type);
      else list.addSubnet(address!, Number(prefix), type);
    }
    lists.set(trust, list);
  }
  return list;
}

function isTrustedProxy(trust: TrustProxy, address: string, position: number): boolean {
  if ('hops' in trust) return position < trust.hops;
  const family = isIP(address);
  return family !== 0 && proxyList(trust).check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function socketAddress(c: Context): string {
  try {
    return normalise(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/**
 * Walks from the server outwards (the socket's peer, then X-Forwarded-For from right to left) past the trusted
 * proxies: the first address no trusted proxy vouches for is the client. Entries left of it are whatever the
 * client sent, so they are never used.
 */
function resolveChain(c: Context, trust: TrustProxy): { address: string; trustedHops: number } {
  const peer = socketAddress(c);
  if (!trustsAnyProxy(trust)) return { address: peer, trustedHops: 0 };
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalise).filter(Boolean).reverse();
  const chain = [peer, ...forwarded];
  let position = 0;
  while (position < chain.length - 1 && isTrustedProxy(trust, chain[position]!, position)) position++;
  return { address: chain[position]!, trustedHops: position };
}

/** The caller's address for per-client limits: the socket's, or behind trusted proxies the right-most untrusted X-Forwarded-For entry. */
export function clientAddress(c: Context, trust: TrustProxy): string {
  return resolveChain(c, trust).address;
}

/**
 * The scheme the client used, as the outermost trusted proxy saw it; undefined when the server's peer is no
 * trusted proxy (anyone can send X-Forwarded-Proto). A proxy that appends adds one entry per hop, so the
 * entry of the outermost trusted one is counted from the right.
 */
export function forwardedProto(c: Context, trust: TrustProxy): string | undefined {
  if (!trustsAnyProxy(trust) || !isTrustedProxy(trust, socketAddress(c), 0)) return undefined;
  const protos = (c.req.header('x-forwarded-proto') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (protos.length === 0) return undefined;
  const { trustedHops } = resolveChain(c, trust);
  return protos[Math.max(0, protos.length - Math.max(1, trustedHops))];
}
