/**
 * vitest globalSetup of the server projects: gives the run a folder and an id for its database templates
 * (tests/helpers/database-templates.ts) and removes them when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { dropPostgresTemplates, type TemplateRun } from './database-templates'

declare module 'vitest' {
  export interface ProvidedContext {
    templateRun: TemplateRun
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fx-test-templates-'))
  const run: TemplateRun = { dir, id: `${process.pid}_${Date.now().toString(36)}` }
  project.provide('templateRun', run)
  return async () => {
    rmSync(dir, { recursive: true, force: true })
    const adminUrl = process.env.TEST_DATABASE_URL
    if (adminUrl && project.config.env?.FX_TEST_DB === 'postgres') await dropPostgresTemplates(adminUrl, run)
  }
}
