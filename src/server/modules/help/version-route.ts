/**
 * The public version text file (spec 7: "a public version text file, no-cache"): `GET /version.txt` answers the
 * package version and the build of the host app being served (the modification time of dist/host/index.html), so
 * a new deployment changes it. Never cached: the app reads it to notice a new version and offer a reload.
 */
import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { VERSION_FILE } from '../../../core/contract/help'
import type { AppContext } from '../../http/context'
import { hostDir } from '../../http/static-files'

export function versionText(version: string, indexFile = resolve(hostDir, 'index.html')): string {
  try {
    return `${version}+${Math.floor(statSync(indexFile).mtimeMs).toString(36)}`
  } catch {
    return version
  }
}

export function registerVersionRoute(app: FastifyInstance, { config }: AppContext) {
  app.get(VERSION_FILE, { schema: { hide: true } }, async (_request, reply) => {
    reply
      .header('cache-control', 'no-store, max-age=0')
      .header('content-type', 'text/plain; charset=utf-8')
      .send(`${versionText(config.version)}\n`)
  })
}
