import net from 'node:net';

/**
 * The front server's addresses (TRUST_PROXY: addresses and CIDR ranges, comma-separated). Only a
 * request whose connection comes from one of them has its X-Forwarded-For, -Proto and -Host believed
 * (Fastify's `trustProxy`, given `trusts` below); anyone else's are ignored, so a client cannot
 * choose the address its rate limits and guess budget count against.
 */
export interface AddressSet {
  includes(address: string | undefined): boolean;
}

const CIDR = /^(.+)\/(\d{1,3})$/;

/** The entries of TRUST_PROXY; throws, naming the entry, when one is neither an address nor a CIDR range. */
export function parseTrustedProxies(text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [, address = entry, bits] = CIDR.exec(entry) ?? [];
    const family = net.isIP(address);
    const valid = family !== 0 && (bits === undefined || Number(bits) <= (family === 4 ? 32 : 128));
    if (!valid) throw new Error(`TRUST_PROXY: "${entry}" is neither an IP address nor a CIDR range (e.g. 127.0.0.1, 10.0.0.0/8, ::1)`);
  }
  return entries;
}

/** A set of addresses and ranges; IPv4 entries also match their IPv4-mapped IPv6 form (`::ffff:127.0.0.1`). */
export function addressSet(entries: readonly string[]): AddressSet {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [, address = entry, bits] = CIDR.exec(entry) ?? [];
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return {
    includes(address) {
      const family = address ? net.isIP(address) : 0;
      return family !== 0 && list.check(address!, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** This machine: the front server on the same host reaches the app from here. */
export const LOOPBACK = ['127.0.0.0/8', '::1'];

/** Fastify's `trustProxy`: false without front servers, else a check of each hop's address. */
export function trustProxyOption(entries: readonly string[]): false | ((address: string) => boolean) {
  if (entries.length === 0) return false;
  const trusted = addressSet(entries);
  return (address) => trusted.includes(address);
}
