import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from './settings.ts';

// loopback and the private networks (RFC 1918, unique local IPv6); IPv4 inside IPv6 (::ffff:10.0.0.1) is matched as IPv4
const privateNetworks = new BlockList();
privateNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');

/** Whether the address is this machine's or on a private network: where a proxy of the site's own connects from. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  return version !== 0 && privateNetworks.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A count n trusts the nearest n proxies only when the nearest (the peer,
 * the one address the server sees itself) connects from loopback or a private network: a client that reaches the
 * server directly is its own address, whatever X-Forwarded-For it sends. The proxies beyond it (a CDN's public
 * addresses) are named by the nearest one, which is trusted. Addresses and CIDRs trust exactly those peers.
 */
export function proxyTrust(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  // Fastify asks hop 0 (the peer) first and stops at the first untrusted hop, so a later hop means the peer passed
  return (address, hop) => hop < trust && (hop > 0 || isPrivateAddress(address));
}
