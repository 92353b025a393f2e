import { z } from 'zod'
import { defineEndpoint } from './endpoint'

export const health = defineEndpoint({
  method: 'GET',
  /** Served unversioned at /api/health (see server app.ts). */
  path: 'health',
  summary: 'Liveness and database check',
  tags: ['system'],
  access: 'public',
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), version: z.string() }),
})
