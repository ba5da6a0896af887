import { LANGUAGES } from '@mela/shared/constants'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requireEventPermission } from '../../lib/event-access.ts'
import { doorListPdf } from './door-list-pdf.ts'

/** The door list on paper, for an event's organizers and door staff (docs/tickets-on-paper.md). */
export async function doorListPdfRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.get(
    '/event/:id/door-list.pdf',
    {
      schema: {
        security: signedIn,
        tags: ['check-in'],
        summary: "The event's valid tickets by holder name, with a box to tick, as a PDF",
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        response: { 200: z.any().describe('application/pdf') },
      },
    },
    async (request, reply) => {
      const { event, user } = await requireEventPermission(
        request,
        request.params.id,
        'purchase_view',
        'checkin',
      )
      const language = request.query.lang ?? request.user?.language ?? 'en'
      const pdf = await doorListPdf(db, event, user.id, language)
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="door-list-${event.id.slice(0, 8).toUpperCase()}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}
