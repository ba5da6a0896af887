import { Paged } from '@mela/shared/event'
import {
  ModeratedClaim,
  ModeratedPurchase,
  ModerationQuery,
  OptionalReason,
  RequiredReason,
} from '@mela/shared/superuser'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { signedIn } from '../../lib/auth.ts'
import { NotFound } from '../../lib/errors.ts'
import { IdParams } from '../../lib/route-schemas.ts'
import type { ClaimDecision } from '../claims/claim.service.ts'
import { listClaims, listPurchases } from './money-lists.ts'
import { moderateClaim, moderateRefund, moderateReview } from './money-moderation.service.ts'
import { requireSuperuser } from './superuser-guard.ts'

const tags = ['superuser']

/**
 * Purchases and claims for the superuser: registered inside superuserRoutes, so its gate runs first.
 */
export async function moneyModerationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.get(
    '/superuser/purchases',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Purchases, newest first, searched by buyer, e-mail, phone, event, transaction or ID. Superuser only.',
        querystring: ModerationQuery,
        response: { 200: Paged(ModeratedPurchase) },
      },
    },
    async (request) => listPurchases(db, request.query),
  )

  api.get(
    '/superuser/claims',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Claims, newest first, with the organization and the full bank account, searched by organization, status or ID. Superuser only.',
        querystring: ModerationQuery,
        response: { 200: Paged(ModeratedClaim) },
      },
    },
    async (request) => listClaims(db, request.query),
  )

  api.post(
    '/superuser/purchases/:id/refund',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Refunds a whole paid online purchase through its gateway with a reason; the buyer is told. Retrying refunds once.',
        params: IdParams,
        body: RequiredReason,
        response: { 200: ModeratedPurchase },
      },
    },
    async (request) => {
      const actor = await requireSuperuser(request)
      await moderateRefund(db, app.payments, request.params.id, { actor, reason: request.body.Reason })
      const [purchase] = (await listPurchases(db, { Search: request.params.id, Page: 1, PageSize: 1 })).Items
      if (!purchase) throw NotFound('PURCHASE_NOT_FOUND')
      return purchase
    },
  )

  const reviews = [
    [
      'approve',
      'Clears a payment held for review (the gateway marked it risky): the tickets go to the buyer.',
    ],
    [
      'reject',
      'Refuses a payment held for review: it is refunded in full through the gateway, the buyer told.',
    ],
  ] as const
  for (const [decision, description] of reviews)
    api.post(
      `/superuser/purchases/:id/review/${decision}`,
      {
        schema: {
          security: signedIn,
          tags,
          description,
          params: IdParams,
          body: OptionalReason.optional(),
          response: { 200: ModeratedPurchase },
        },
      },
      async (request) => {
        const actor = await requireSuperuser(request)
        const reason = request.body?.Reason
        await moderateReview(db, app.payments, request.params.id, decision, { actor, reason })
        const [purchase] = (await listPurchases(db, { Search: request.params.id, Page: 1, PageSize: 1 }))
          .Items
        if (!purchase) throw NotFound('PURCHASE_NOT_FOUND')
        return purchase
      },
    )

  const decisions: [ClaimDecision, string][] = [
    ['approve', 'Approves a requested claim; the organization is e-mailed.'],
    ['reject', 'Rejects a requested or approved claim with a reason; its amount is available again.'],
    ['paid', 'Marks an approved claim paid once the money is sent; the organization is e-mailed.'],
  ]
  for (const [decision, description] of decisions)
    api.post(
      `/superuser/claims/:id/${decision}`,
      {
        schema: {
          security: signedIn,
          tags,
          description,
          params: IdParams,
          body: decision === 'reject' ? RequiredReason : OptionalReason.optional(),
          response: { 200: ModeratedClaim },
        },
      },
      async (request) => {
        const actor = await requireSuperuser(request)
        await moderateClaim(db, request.params.id, decision, { actor, reason: request.body?.Reason })
        const [claim] = (await listClaims(db, { Search: request.params.id, Page: 1, PageSize: 1 })).Items
        if (!claim) throw NotFound('CLAIM_NOT_FOUND')
        return claim
      },
    )
}
