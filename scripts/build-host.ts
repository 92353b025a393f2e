/**
 * `npm run build:host`: the exchange site (scripts/host.vite.config.ts) → dist/host. What the shell loads before its
 * first paint is one chunk (scripts/first-load-chunks.ts): 4 files instead of 63, and 17 KB gz lighter. Beside it,
 * the chunks each address loads first, which the server names in the index.html it answers (scripts/route-preloads.ts).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildWithFirstLoadChunk } from './first-load-chunks'
import { hostBuildConfig } from './host.vite.config'
import { routePreloads, routePreloadsFile } from './route-preloads'

const config = hostBuildConfig()
const output = await buildWithFirstLoadChunk(config, 'shell')
const outDir = config.build?.outDir as string
writeFileSync(path.join(outDir, routePreloadsFile), `${JSON.stringify(routePreloads(output, config.base))}\n`)
