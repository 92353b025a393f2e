/**
 * `npm start` in one process: the build check (./build-if-stale.ts: builds only what changed), then the server.
 * One Node and one TypeScript loader to start instead of two: half a second to a second of a restart. The workers
 * of `FX_INSTANCES` run this file again; only the first process checks the build.
 */
import cluster from 'node:cluster'

if (cluster.isPrimary) await import('./build-if-stale')
await import('../src/server/main')
