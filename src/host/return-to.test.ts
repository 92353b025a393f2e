import { describe, expect, it } from 'vitest'
import { returnPath } from './return-to'

describe('returnPath: where sign-in goes back to', () => {
  it('follows a path of this site, with its query', () => {
    expect(returnPath('/order')).toBe('/order')
    expect(returnPath('/cargos/details/54')).toBe('/cargos/details/54')
    expect(returnPath('/cargos/search?from=1')).toBe('/cargos/search?from=1')
  })
  it('never another origin, nor the sign-in pages, nor nothing', () => {
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'order',
      '',
      null,
      '/login',
      '/login/recovery',
      '/registration',
    ]) {
      expect(returnPath(bad)).toBeNull()
    }
  })
})
