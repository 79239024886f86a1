import { BlockList, isIP } from 'node:net';

// proxy-addr's named ranges (the names TRUSTED_PROXIES accepts), as CIDR blocks.
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * A matcher for a list of addresses, CIDR ranges and the names loopback / linklocal / uniquelocal
 * (entries already checked by the config). Used for METRICS_ALLOW and for trusting X-Request-Id.
 */
export function compileAddressList(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((item) => NAMED[item] ?? [item])) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
