/**
 * Where a webhook may be sent. A subscriber names any URL, so without a check the exchange could be made to POST into
 * its own network (the database's admin port, a cloud metadata address, a service bound to localhost): the address
 * the host name resolves to at delivery time must be a public one. `FX_WEBHOOK_ALLOW_PRIVATE=1` lifts the rule for
 * development and tests, whose receivers listen on 127.0.0.1.
 */
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

const privateRanges = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv6')
}

/** An address in a private, loopback, link-local or reserved range (an IPv4-mapped IPv6 address by its IPv4 part). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return privateRanges.check(mapped[1]!, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** Why a webhook URL may not be called now (its host resolves to a private address, or not at all), or null. */
export async function refusedTarget(url: string, resolve = lookup): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
  try {
    const addresses = isIP(host) ? [{ address: host }] : await resolve(host, { all: true, verbatim: true })
    const blocked = addresses.find(({ address }) => isPrivateAddress(address))
    return blocked ? `refused: ${host} is a private address (${blocked.address})` : null
  } catch {
    return `refused: ${host} does not resolve`
  }
}
