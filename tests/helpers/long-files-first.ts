/**
 * vitest's file order for this suite: the server projects first (PGlite, then PostgreSQL), the others (core, host,
 * scripts, widgets: many short files) after them; within each project, the files known to run longest first, then
 * the rest in vitest's own order. On a clean clone (CI) vitest has no timings from an earlier run and keeps the glob's
 * order, so the contract fuzz (a fixed number of requests, most of a project's time) started when most other files
 * had run and the second worker sat idle until it ended: with it first, the other worker runs the rest meanwhile.
 * The server projects go first because their first files build the run's database templates (half a minute each,
 * which the other server files wait for): started at once, the builds overlap the rest instead of waiting behind
 * the short files, and the short files fill the end of the run, when the workers would otherwise idle one by one.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Ends of module paths, longest-running first (measured: `npx vitest run --reporter=json`, each file's time). */
const longest = ['tests/server/start.test.ts', 'tests/server/contract-fuzz.test.ts']

const rank = (spec: TestSpecification) => {
  const index = longest.findIndex((end) => spec.moduleId.endsWith(end))
  return index === -1 ? longest.length : index
}

/** The server projects first, PGlite's (the slower database) before PostgreSQL's; the others in name order. */
const projectRank = (spec: TestSpecification) =>
  spec.project.name === 'server-pglite' ? 0 : spec.project.name === 'server-postgres' ? 1 : 2

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = (a: TestSpecification, b: TestSpecification) =>
      projectRank(a) - projectRank(b) ||
      (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0)
    // Array.prototype.sort is stable: files of equal rank keep vitest's own order
    return (await super.sort(files)).sort((a, b) => byProject(a, b) || rank(a) - rank(b))
  }
}
