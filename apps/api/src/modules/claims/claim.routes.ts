import {
  Claim,
  ClaimBalance,
  ClaimInput,
  ClaimListQuery,
  ClaimPage,
  OrganizationQuery,
  StatementQuery,
} from '@mela/shared/claim'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requirePermission } from '../../lib/authorize.ts'
import { balanceOf, statementCsv } from './balance.ts'
import { listClaims, requestClaim } from './claim.service.ts'

const tags = ['claims']

/** An organization's money: its balance from the ledger, statements, and claims to be paid out. */
export async function claimRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const feePercent = app.config.platformFeePercent

  api.get(
    '/claim/balance',
    { schema: { security: signedIn, tags, querystring: OrganizationQuery, response: { 200: ClaimBalance } } },
    async (request) => {
      const { AccountID } = request.query
      await requirePermission(request, AccountID, 'claim_manage', 'sales_analytics_view')
      return balanceOf(db, AccountID, feePercent)
    },
  )

  api.get(
    '/claim/statement',
    {
      schema: {
        security: signedIn,
        tags,
        querystring: StatementQuery,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const { AccountID, EventID } = request.query
      await requirePermission(request, AccountID, 'claim_manage', 'sales_analytics_view')
      const csv = await statementCsv(db, AccountID, EventID)
      const name = `statement-${EventID ?? AccountID}.csv`
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv)
    },
  )

  api.post(
    '/claim',
    { schema: { security: signedIn, tags, body: ClaimInput, response: { 200: Claim } } },
    async (request) => {
      const user = await requirePermission(request, request.body.AccountID, 'claim_manage')
      return requestClaim(db, request.body, user.id)
    },
  )

  api.get(
    '/claim',
    { schema: { security: signedIn, tags, querystring: ClaimListQuery, response: { 200: ClaimPage } } },
    async (request) => {
      const { AccountID, Page, PageSize } = request.query
      await requirePermission(request, AccountID, 'claim_manage')
      return listClaims(db, AccountID, Page, PageSize)
    },
  )
}
