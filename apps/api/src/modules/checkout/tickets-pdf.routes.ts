import { LANGUAGES } from '@mela/shared/constants'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { viewablePurchase } from './purchase-access.ts'
import { purchaseOfItem, purchaseTicketsPdf, ticketsFileName } from './tickets-pdf.ts'

const tags = ['checkout']
const PaperQuery = z.object({
  access: z.string().max(100).optional(),
  size: z.enum(['a4', 'small']).default('a4'),
  lang: z.enum(LANGUAGES).optional(),
})
type PaperQuery = z.infer<typeof PaperQuery>
const pdfAnswer = { 200: z.any().describe('application/pdf') }
// The link in the confirmation mail opens the tickets without signing in.
const security = [...signedIn, {}]

/** Tickets on paper: a purchase's tickets, or one of them, as a PDF to print or keep (docs/tickets-on-paper.md). */
export async function ticketsPdfRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  async function sendTickets(
    request: FastifyRequest,
    reply: FastifyReply,
    purchaseId: string,
    query: PaperQuery,
    itemId?: string,
  ) {
    const { access } = query
    const row = await viewablePurchase(db, request, purchaseId, access)
    const language = query.lang ?? request.user?.language ?? 'en'
    const pdf = await purchaseTicketsPdf(
      db,
      row,
      { user: request.user, access },
      { size: query.size, language, publicUrl: app.config.publicUrl, itemId },
    )
    const name = itemId ? `ticket-${itemId.slice(0, 8).toUpperCase()}.pdf` : ticketsFileName(purchaseId)
    // The codes inside open the door: kept by no shared cache.
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf)
  }

  api.get(
    '/purchase/:id/tickets.pdf',
    {
      schema: {
        security,
        tags,
        summary: "The purchase's valid tickets as a PDF, one page each (A4 or 80 × 150 mm)",
        params: z.object({ id: z.uuid() }),
        querystring: PaperQuery,
        response: pdfAnswer,
      },
    },
    (request, reply) => sendTickets(request, reply, request.params.id, request.query),
  )

  api.get(
    '/purchase/item/:itemId/ticket.pdf',
    {
      schema: {
        security,
        tags,
        summary: 'One ticket as a PDF',
        params: z.object({ itemId: z.uuid() }),
        querystring: PaperQuery,
        response: pdfAnswer,
      },
    },
    async (request, reply) =>
      sendTickets(
        request,
        reply,
        await purchaseOfItem(db, request.params.itemId),
        request.query,
        request.params.itemId,
      ),
  )
}
