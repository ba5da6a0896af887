import { buildIcs, icsFileName } from '@mela/shared/ics'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { visibleEvent } from '../../lib/event-access.ts'

const REMINDER_MINUTES = 120

/** GET /event/{id}/calendar.ics: the event for any calendar app, with its venue and a reminder 2 hours before. */
export async function eventCalendarRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  api.get(
    '/event/:id/calendar.ics',
    {
      schema: {
        tags: ['attendees'],
        description: 'The event as an iCalendar file (RFC 5545), text/calendar.',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ lang: z.enum(['en', 'bn']).optional() }),
      },
    },
    async (request, reply) => {
      const { event } = await visibleEvent(db, request, request.params.id)
      const bn = request.query.lang === 'bn' ? (event.bn as { Title?: string; Venue?: string } | null) : null
      const url = `${app.config.publicUrl}${request.query.lang === 'bn' ? '/bn' : ''}/e/${event.id}`
      const title = bn?.Title || event.title
      const ics = buildIcs(
        {
          uid: `${event.id}@${new URL(app.config.publicUrl).hostname}`,
          title,
          startsAt: event.startsAt,
          endsAt: event.endsAt,
          location: event.online
            ? 'Online'
            : [bn?.Venue || event.venue, event.address].filter(Boolean).join(', '),
          url,
          description: url,
          reminderMinutes: REMINDER_MINUTES,
        },
        new Date(),
      )
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${icsFileName(event.title)}"`)
        .header('Cache-Control', 'no-store')
        .send(ics)
    },
  )
}
