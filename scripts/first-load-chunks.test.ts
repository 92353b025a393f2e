/**
 * firstLoadModules on a bundle's output: what each entry loads at once, counted per module; and the site's build
 * puts its shell's first load in one chunk.
 */
import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { firstLoadModules } from './first-load-chunks'

const chunk = (fileName: string, isEntry: boolean, imports: string[], modules: Record<string, number>) =>
  ({
    type: 'chunk',
    fileName,
    name: fileName.replace(/\.js$/, ''),
    isEntry,
    imports,
    modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
  }) as unknown as Rolldown.OutputChunk

const output = {
  output: [
    chunk('a.js', true, ['shared.js', 'ab.js'], { '/src/a.ts': 10 }),
    chunk('b.js', true, ['shared.js', 'ab.js'], { '/src/b.ts': 10 }),
    chunk('all.js', true, ['a.js', 'b.js'], { '/src/all.ts': 1 }),
    chunk('shared.js', false, ['deep.js'], { '/src/kit.ts': 5, '/src/shaken.ts': 0 }),
    chunk('ab.js', false, [], { '/src/ab.ts': 5 }),
    chunk('deep.js', false, [], { '/node_modules/lib/index.js': 5 }),
    chunk('lazy.js', false, [], { '/src/dialog.ts': 5 }),
  ],
} as unknown as Rolldown.RolldownOutput

describe('firstLoadModules', () => {
  it('counts the entries that load a module at once, through chunks of chunks, not their own files', () => {
    const entries = firstLoadModules(output, (name) => name === 'all')
    expect(Object.fromEntries(entries)).toEqual({
      '/src/kit.ts': 2,
      '/src/ab.ts': 2,
      '/node_modules/lib/index.js': 2,
    })
  })

  it('leaves out what only a lazy import loads and what tree-shaking removed', () => {
    const entries = firstLoadModules(output)
    expect(entries.has('/src/dialog.ts')).toBe(false)
    expect(entries.has('/src/shaken.ts')).toBe(false)
    // the aggregate entry counted: it loads a and b (entries) and, through them, the shared chunks
    expect(entries.get('/src/kit.ts')).toBe(3)
  })
})
