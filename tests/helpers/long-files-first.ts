/**
 * vitest's file order for this suite: within each project, the files known to run longest start first, then the
 * rest in vitest's own order. On a clean clone (CI) vitest has no timings from an earlier run and keeps the glob's
 * order, so the contract fuzz (a fixed number of requests, most of a project's time) started when most other files
 * had run and the second worker sat idle until it ended: with it first, the other worker runs the rest meanwhile.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Ends of module paths, longest-running first (measured: `npx vitest run --reporter=json`, each file's time). */
const longest = ['tests/server/contract-fuzz.test.ts', 'tests/server/start.test.ts']

const rank = (spec: TestSpecification) => {
  const index = longest.findIndex((end) => spec.moduleId.endsWith(end))
  return index === -1 ? longest.length : index
}

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = (a: TestSpecification, b: TestSpecification) =>
      a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0
    // Array.prototype.sort is stable: files of equal rank keep vitest's own order
    return (await super.sort(files)).sort((a, b) => byProject(a, b) || rank(a) - rank(b))
  }
}
