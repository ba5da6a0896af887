import Fastify from 'fastify'

// The baseline: a bare Fastify answering a constant, on the same machine and in the same run.
const app = Fastify({ logger: false })
app.get('/api/health', async () => ({ status: 'ok' }))
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
