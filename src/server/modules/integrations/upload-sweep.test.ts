/**
 * The sweep at a server's start: the temporary upload folders a crash left are removed, those another live
 * instance is reading stay, another machine's stay until they are a day old.
 */
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sweepUploads, uploadTempDir } from './upload'

describe('sweeping the temporary uploads at a start', () => {
  let dataDir = ''
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  it('removes what a stopped process left, keeps what a live one is reading', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fx-sweep-'))
    const root = uploadTempDir(dataDir)
    const host = hostname()
    // above the largest pid Linux gives (2^22): no such process
    const gone = 4_194_305
    const folders = {
      crashed: `import-${gone}@${host}-a1B2c3`,
      reusedPid: `import-${process.pid}@${host}-d4E5f6`,
      unnamed: 'import-g7H8i9',
      live: `import-${process.ppid}@${host}-j1K2l3`,
      otherMachine: `import-${gone}@elsewhere.example-m4N5o6`,
      otherMachineOld: `import-${gone}@elsewhere.example-p7Q8r9`,
    }
    for (const name of Object.values(folders)) {
      await mkdir(join(root, name), { recursive: true })
      await writeFile(join(root, name, 'upload'), 'Номер\n1\n')
    }
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    await utimes(join(root, folders.otherMachineOld), twoDaysAgo, twoDaysAgo)

    const removed = await sweepUploads(dataDir)
    expect(removed.sort()).toEqual(
      [folders.crashed, folders.reusedPid, folders.unnamed, folders.otherMachineOld].sort(),
    )
    expect((await readdir(root)).sort()).toEqual([folders.live, folders.otherMachine].sort())
  })

  it('does nothing when no upload ever waited', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fx-sweep-'))
    expect(await sweepUploads(dataDir)).toEqual([])
  })
})
