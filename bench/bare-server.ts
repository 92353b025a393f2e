/** The baseline: a bare Fastify route answering a small JSON document, on the same machine and Node. */
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ data: [{ id: 1, name: 'Тент', short_name: 'тент' }], meta: { size: 1 } }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
