import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readRegistry, widgetsDir } from './widget-registry'

describe('the SDK registry', () => {
  it('lists each widget from the element module of its own folder', () => {
    const entries = readRegistry()
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) expect(path.relative(widgetsDir, entry.file)).toMatch(/^[a-z-]+\/element\.tsx?$/)
  })

  it('ships no dev element: fx-demo is neither built into dist/sdk nor listed in the manifest', () => {
    const entries = readRegistry()
    expect(entries.map((entry) => entry.tag)).not.toContain('fx-demo')
    expect(entries.map((entry) => path.relative(widgetsDir, entry.file).split(path.sep)[0])).not.toContain('demo')
  })
})
