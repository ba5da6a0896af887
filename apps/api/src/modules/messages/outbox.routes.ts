import { escapeHtml } from '@mela/shared/html'
import type { FastifyInstance } from 'fastify'
import { latestDeliveries } from './delivery-record.ts'

const linkify = (html: string) => html.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')

/**
 * /dev/outbox: the last mails and text messages, for development and demos without SMTP or an SMS
 * gateway. Registered only when DEV_OUTBOX is on (by default everywhere but production).
 */
export async function outboxRoutes(app: FastifyInstance) {
  const latest = () => latestDeliveries(app.database.db)

  app.get('/dev/outbox.json', { schema: { hide: true } }, async () => latest())

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = (await latest()).map(
      (m) => `<article><h2>${escapeHtml(m.subject ?? 'SMS')}</h2>
<p><b>To:</b> ${escapeHtml(m.to)} · ${m.channel} · ${m.createdAt.toISOString()}</p>
<pre>${linkify(escapeHtml(m.body))}</pre></article>`,
    )
    const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mela outbox</title>
<style>body{font:15px system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap}
article{border-bottom:1px solid #ccc}</style><h1>Outbox</h1>${rows.join('') || '<p>No messages yet.</p>'}`
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page)
  })
}
