import { BankAccount, BankAccountInput } from '@mela/shared/organization'
import { requiredId } from '@mela/shared/validation'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '../../lib/auth.ts'
import { requirePermission } from '../../lib/authorize.ts'
import { createBankAccount, listBankAccounts, toBankAccount } from './bank-account.service.ts'
import { findOrganization } from './organization.service.ts'

const tags = ['bank accounts']

/** Where payouts go: add (never edit) and list, numbers masked. */
export async function bankAccountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db

  api.post(
    '/bank',
    { schema: { security: signedIn, tags, body: BankAccountInput, response: { 200: BankAccount } } },
    async (request) => {
      const account = await findOrganization(db, request.body.AccountID)
      const user = await requirePermission(request, account.id, 'bank_account_manage')
      return toBankAccount(await createBankAccount(db, user.id, request.body))
    },
  )

  api.get(
    '/bank',
    {
      schema: {
        security: signedIn,
        tags,
        querystring: z.object({ AccountID: z.uuid({ error: requiredId }) }),
        response: { 200: z.array(BankAccount) },
      },
    },
    async (request) => {
      const account = await findOrganization(db, request.query.AccountID)
      await requirePermission(request, account.id, 'bank_account_manage', 'claim_manage')
      return (await listBankAccounts(db, account.id)).map(toBankAccount)
    },
  )
}
