import { describe, expect, it } from 'vitest'
import { hoistTransitiveImports } from './hoist-transitive-imports'

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; code: string }
const chunk = (fileName: string, imports: string[], isEntry = false, code = `/*${fileName}*/`): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  code,
})

function run(chunks: Chunk[]) {
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]))
  const hook = hoistTransitiveImports().generateBundle as unknown as (options: unknown, bundle: unknown) => void
  hook.call({}, {}, bundle)
  return bundle
}

describe('hoistTransitiveImports', () => {
  it('makes an entry import every chunk its chunks import, after its own imports and before the map comment', () => {
    const bundle = run([
      chunk(
        'fx-a.js',
        ['chunks/ui.js', 'chunks/fleet.js'],
        true,
        'import"./chunks/ui.js";code\n//# sourceMappingURL=fx-a.js.map',
      ),
      chunk('chunks/ui.js', ['chunks/runtime.js']),
      chunk('chunks/fleet.js', ['chunks/responses.js', 'chunks/ui.js']),
      chunk('chunks/responses.js', ['chunks/ui.js']),
      chunk('chunks/runtime.js', []),
    ])
    const entry = bundle['fx-a.js'] as Chunk
    expect(entry.code).toBe(
      'import"./chunks/ui.js";code\nimport"./chunks/runtime.js";import"./chunks/responses.js";\n//# sourceMappingURL=fx-a.js.map',
    )
    expect(entry.imports.sort()).toEqual([
      'chunks/fleet.js',
      'chunks/responses.js',
      'chunks/runtime.js',
      'chunks/ui.js',
    ])
  })

  it('leaves chunks that are not entries, and entries that already import everything, as they are', () => {
    const bundle = run([
      chunk('fx-b.js', ['chunks/ui.js'], true),
      chunk('chunks/ui.js', []),
      chunk('chunks/fleet.js', ['chunks/ui.js', 'chunks/other.js']),
      chunk('chunks/other.js', []),
    ])
    expect((bundle['fx-b.js'] as Chunk).code).toBe('/*fx-b.js*/')
    expect((bundle['chunks/fleet.js'] as Chunk).code).toBe('/*chunks/fleet.js*/')
  })

  it('writes specifiers relative to an entry in a folder, and survives an import cycle', () => {
    const bundle = run([
      chunk('nested/fx-c.js', ['chunks/a.js'], true),
      chunk('chunks/a.js', ['chunks/b.js']),
      chunk('chunks/b.js', ['chunks/a.js']),
    ])
    expect((bundle['nested/fx-c.js'] as Chunk).code).toBe('/*nested/fx-c.js*/\nimport"../chunks/b.js";')
  })
})
