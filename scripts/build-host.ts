/**
 * `npm run build:host`: the exchange site (scripts/host.vite.config.ts) → dist/host. What the shell loads before its
 * first paint is one chunk (scripts/first-load-chunks.ts): 4 files instead of 63, and 17 KB gz lighter.
 */
import { buildWithFirstLoadChunk } from './first-load-chunks'
import { hostBuildConfig } from './host.vite.config'

await buildWithFirstLoadChunk(hostBuildConfig(), 'shell')
