import {
  CashDrawer,
  CloseDrawerInput,
  SellsPage,
  SellsQuery,
  SellsSummary,
  VoidSaleInput,
} from '@mela/shared/cash-sale'
import { takaToPoisha } from '@mela/shared/money'
import { CashSaleInput, Purchase } from '@mela/shared/purchase'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { can } from '../../lib/authorize.ts'
import { Forbidden, NotFound } from '../../lib/errors.ts'
import { findEvent, requireEventPermission } from '../../lib/event-access.ts'
import { toPurchase } from '../checkout/purchase-view.ts'
import { cashSalesPage, closeDrawer, closedDrawers, sellerTakings } from './cash-drawer.service.ts'
import { findCashSale, sellForCash, voidCashSale } from './cash-sale.service.ts'

const tags = ['box office']

/** Cash sales at the counter, each seller's takings and drawers, and voiding a sale. */
export async function cashSaleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  /**
   * Whose sales the caller may see: their own (own_sales_list), or everyone's when they ask and
   * hold purchase_view. Undefined means every seller.
   */
  async function salesScope(request: FastifyRequest, eventId: string, all: boolean) {
    const found = await requireEventPermission(request, eventId, 'own_sales_list', 'purchase_view')
    const seesAll = await can(db, found.user, found.account.id, 'purchase_view')
    if (all && !seesAll) throw Forbidden()
    return { ...found, sellerId: all ? undefined : found.user.id }
  }

  api.post(
    '/purchase/cash',
    { schema: { security: signedIn, tags, body: CashSaleInput, response: { 200: Purchase } } },
    async (request) => {
      const found = await requireEventPermission(request, request.body.EventID, 'purchase_create_on_behalf')
      const sale = await sellForCash(db, found, found.user.id, request.body)
      return toPurchase(db, sale, { user: found.user })
    },
  )

  api.get(
    '/purchase/sells',
    { schema: { security: signedIn, tags, querystring: SellsQuery, response: { 200: SellsPage } } },
    async (request) => {
      const { EventID, Page, PageSize, All } = request.query
      const { user, sellerId } = await salesScope(request, EventID, All === '1')
      return cashSalesPage(db, user, { eventId: EventID, sellerId, Page, PageSize })
    },
  )

  api.get(
    '/purchase/sells/summary',
    {
      schema: {
        security: signedIn,
        tags,
        querystring: z.object({ EventID: z.uuid(), All: z.enum(['0', '1']).optional() }),
        response: { 200: SellsSummary },
      },
    },
    async (request) => {
      const { EventID, All } = request.query
      const { sellerId } = await salesScope(request, EventID, All === '1')
      return {
        Sellers: await sellerTakings(db, EventID, sellerId),
        Drawers: await closedDrawers(db, EventID, sellerId),
      }
    },
  )

  api.post(
    '/purchase/sells/drawer',
    { schema: { security: signedIn, tags, body: CloseDrawerInput, response: { 200: CashDrawer } } },
    async (request) => {
      const { EventID, Counted, Note } = request.body
      const { user } = await requireEventPermission(request, EventID, 'own_sales_list')
      return closeDrawer(db, EventID, user.id, takaToPoisha(Counted), Note)
    },
  )

  api.post(
    '/purchase/:id/void',
    {
      schema: {
        security: signedIn,
        tags,
        params: z.object({ id: z.uuid() }),
        body: VoidSaleInput,
        response: { 200: Purchase },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const sale = await findCashSale(db, request.params.id)
      const { account } = await findEvent(db, sale.eventId)
      // A sale the caller may not void answers as one that does not exist: IDs cannot be probed.
      if (!(await can(db, user, account.id, 'purchase_refund'))) throw NotFound('SALE_NOT_FOUND')
      const voided = await voidCashSale(db, sale.id, user.id, request.body.Reason)
      return toPurchase(db, voided, { user })
    },
  )
}
