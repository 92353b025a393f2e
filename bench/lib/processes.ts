/** Starting and stopping the processes a benchmark measures (servers run apart from the load generator). */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export function tempDir(name: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `fx-bench-${name}-`))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

/** tsx's loader and the entry by their full paths: a process may run in another folder (`cwd`). */
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

export interface Started {
  child: ChildProcess
  url: string
  stop(): Promise<void>
}

/**
 * Runs a TypeScript entry with tsx and waits until `readyUrl` answers. `cwd`: the folder it runs in (the server
 * serves `dist`, `examples` and `config` from there); the entry and tsx are still this checkout's. `fixedPort`: the
 * port to listen on (a machine shared by several people gives each a range); a free one when not given.
 */
export async function startScript(
  entry: string,
  env: Record<string, string>,
  readyPath = '/',
  cwd?: string,
  fixedPort?: number,
): Promise<Started> {
  const port = fixedPort ?? (await freePort())
  const child = spawn(process.execPath, ['--import', tsx, resolve(entry)], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd,
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 300_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`)
    try {
      const res = await fetch(url + readyPath)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not start`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    child,
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
