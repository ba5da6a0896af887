import { TicketLinksInput } from '@mela/shared/purchase'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { codedBody } from '../../lib/error-handler.ts'
import { enforceLimits, limitedAddress } from '../../lib/rate-limit.ts'
import { CodedMessage } from '../../lib/route-schemas.ts'
import { ticketLinksLimits } from '../identity/rate-limits.ts'
import { queueTicketLinks } from './ticket-links.service.ts'

/** "Find my tickets by phone": a guest who lost the SMS gets their tickets' links again, on that phone only. */
export async function ticketLinkRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.post(
    '/purchase/links-by-phone',
    {
      schema: {
        tags: ['checkout'],
        description:
          'Texts the phone a new link to each paid purchase it made without an account, for events not yet over. Nothing is shown to the caller: the answer is the same whatever the phone holds. Limited per address and per phone (3 a day).',
        body: TicketLinksInput,
        response: { 200: CodedMessage },
      },
    },
    async (request) => {
      await enforceLimits(db, ticketLinksLimits(limitedAddress(request), request.body.Phone))
      await queueTicketLinks(db, request.body.Phone)
      return codedBody('TICKET_LINKS_SENT')
    },
  )
}
