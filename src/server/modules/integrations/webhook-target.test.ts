import { describe, expect, it } from 'vitest'
import { isPrivateAddress, refusedTarget } from './webhook-target'

describe('integrations: where a webhook may be sent', () => {
  it('knows private, loopback, link-local and reserved addresses, IPv4-mapped ones too', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1'])
      expect(isPrivateAddress(address), address).toBe(true)
    for (const address of ['fd00::1', 'fe80::1', '::ffff:127.0.0.1', '100.64.0.1'])
      expect(isPrivateAddress(address), address).toBe(true)
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false)
  })

  it('refuses a URL whose host is or resolves to a private address, and one that does not resolve', async () => {
    expect(await refusedTarget('http://127.0.0.1:5432/')).toMatch(/private address/)
    expect(await refusedTarget('http://[::1]/hook')).toMatch(/private address/)
    const resolvesTo = (address: string) => (async () => [{ address, family: 4 }]) as never
    expect(await refusedTarget('https://metadata.partner.example/', resolvesTo('169.254.169.254'))).toMatch(/private/)
    expect(await refusedTarget('https://hooks.partner.example/', resolvesTo('93.184.216.34'))).toBeNull()
    const fails = (async () => {
      throw new Error('ENOTFOUND')
    }) as never
    expect(await refusedTarget('https://nowhere.example/', fails)).toMatch(/does not resolve/)
  })
})
