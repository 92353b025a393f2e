/**
 * The baselines of the import bench: a bare Fastify with @fastify/multipart (the exchange's limits) and two routes.
 * `/drain` reads the uploaded file and throws it away (the floor of the upload itself); `/whole` reads it whole into
 * memory and parses it whole with papaparse (how a non-streaming import holds a file), answering the row count.
 */
import multipart from '@fastify/multipart'
import Fastify from 'fastify'
import Papa from 'papaparse'

const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 })
await app.register(multipart, { limits: { fileSize: 64 * 1024 * 1024, files: 1 } })
app.get('/', async () => ({ ok: true }))
app.post('/drain', async (request) => {
  const file = await request.file()
  let bytes = 0
  for await (const chunk of file!.file) bytes += (chunk as Buffer).length
  return { bytes }
})
app.post('/whole', async (request) => {
  const file = await request.file()
  const text = (await file!.toBuffer()).toString('utf8')
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data
  return { rows: rows.length - 1 }
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
