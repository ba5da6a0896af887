import type { ErrorCode } from '@mela/shared/error-codes'
import { Paged } from '@mela/shared/event'
import { BankAccount } from '@mela/shared/organization'
import {
  AuditEntry,
  BankAccountCorrection,
  ModeratedEvent,
  ModeratedOrganization,
  ModeratedPerformer,
  ModeratedUser,
  ModerationQuery,
  OptionalReason,
  RequiredReason,
} from '@mela/shared/superuser'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { signedIn } from '../../lib/auth.ts'
import { NotFound } from '../../lib/errors.ts'
import { IdParams } from '../../lib/route-schemas.ts'
import { listAudit } from './audit.ts'
import {
  type Actor,
  correctBankAccount,
  setEventTakenDown,
  setOrganizationVerified,
  setPerformerHidden,
  setUserBanned,
} from './moderation.service.ts'
import { listEvents, listOrganizations, listPerformers, listUsers } from './moderation-lists.ts'
import { moneyModerationRoutes } from './money-moderation.routes.ts'
import { requireSuperuser } from './superuser-guard.ts'

const tags = ['superuser']
const Body = OptionalReason.optional()

type ListOf<T> = (db: Db, query: ModerationQuery) => Promise<{ Items: T[]; Total: number }>

/** The row of one list by its ID, as the list shows it (what an action answers). */
async function oneOf<T>(db: Db, list: ListOf<T>, id: string, missing: ErrorCode): Promise<T> {
  const [item] = (await list(db, { Search: id, Page: 1, PageSize: 1 })).Items
  if (!item) throw NotFound(missing)
  return item
}

/**
 * The superuser area (product §2, §6): lists to moderate, the actions on them, and the audit log they write.
 * Every route here passes the one superuser gate first; nothing edits or deletes the audit log.
 */
export async function superuserRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  // Runs after the signed-in check (registered on the root), before validation: a non-superuser learns
  // nothing about payloads or IDs.
  api.addHook('preValidation', async (request) => {
    await requireSuperuser(request)
  })

  const list = <T extends z.ZodType>(area: string, item: T, load: ListOf<z.infer<T>>, what: string) =>
    api.get(
      `/superuser/${area}`,
      {
        schema: {
          security: signedIn,
          tags,
          description: `${what}, newest first, searched by name, username, e-mail, phone, title or ID. Superuser only.`,
          querystring: ModerationQuery,
          response: { 200: Paged(item) },
        },
      },
      async (request) => load(db, request.query),
    )
  list('users', ModeratedUser, listUsers, 'People with whether they are banned')
  list('organizations', ModeratedOrganization, listOrganizations, 'Organizations with owner and verification')
  list('performers', ModeratedPerformer, listPerformers, 'Performers with whether they are hidden')
  list('events', ModeratedEvent, listEvents, 'Events with organization, published and taken-down state')

  const action = (
    path: string,
    item: z.ZodType,
    description: string,
    body: typeof Body | typeof RequiredReason,
    run: (id: string, reason: string | undefined, actor: Actor) => Promise<unknown>,
  ) =>
    api.post(
      path,
      {
        schema: { security: signedIn, tags, description, params: IdParams, body, response: { 200: item } },
      },
      async (request) => run(request.params.id, request.body?.Reason, await requireSuperuser(request)),
    )

  for (const banned of [true, false])
    action(
      `/superuser/users/:id/${banned ? 'ban' : 'unban'}`,
      ModeratedUser,
      banned
        ? 'Bans a person: their sessions end and they cannot sign in. Banning a banned person changes nothing.'
        : 'Lifts a ban.',
      Body,
      async (id, reason, actor) => {
        await setUserBanned(db, id, banned, { actor, reason })
        return oneOf(db, listUsers, id, 'USER_NOT_FOUND')
      },
    )
  for (const verified of [true, false])
    action(
      `/superuser/organizations/:id/${verified ? 'verify' : 'unverify'}`,
      ModeratedOrganization,
      verified
        ? 'Marks an organization verified (its events reach the verified feed).'
        : 'Takes the mark away.',
      Body,
      async (id, reason, actor) => {
        await setOrganizationVerified(db, id, verified, { actor, reason })
        return oneOf(db, listOrganizations, id, 'ORGANIZATION_NOT_FOUND')
      },
    )
  for (const hidden of [true, false])
    action(
      `/superuser/performers/:id/${hidden ? 'hide' : 'unhide'}`,
      ModeratedPerformer,
      hidden ? "Hides a performer's page and name everywhere." : 'Shows a hidden performer again.',
      Body,
      async (id, reason, actor) => {
        await setPerformerHidden(db, id, hidden, { actor, reason })
        return oneOf(db, listPerformers, id, 'PERFORMER_NOT_FOUND')
      },
    )
  action(
    '/superuser/events/:id/unpublish',
    ModeratedEvent,
    "Takes an event down with a reason: off every list and off sale; the organization's owner is e-mailed why.",
    RequiredReason,
    async (id, reason, actor) => {
      await setEventTakenDown(db, id, true, { actor, reason })
      return oneOf(db, listEvents, id, 'EVENT_NOT_FOUND')
    },
  )
  action(
    '/superuser/events/:id/restore',
    ModeratedEvent,
    'Puts a taken-down event back as its organizers left it.',
    Body,
    async (id, reason, actor) => {
      await setEventTakenDown(db, id, false, { actor, reason })
      return oneOf(db, listEvents, id, 'EVENT_NOT_FOUND')
    },
  )

  api.put(
    '/superuser/bank-accounts/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Corrects a bank account (organizers can never change one), with a reason; the old details stay in the audit log.',
        params: IdParams,
        body: BankAccountCorrection,
        response: { 200: BankAccount },
      },
    },
    async (request) => {
      const actor = await requireSuperuser(request)
      return correctBankAccount(db, request.params.id, request.body, { actor })
    },
  )

  api.get(
    '/superuser/audit',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'The audit log of every superuser action, newest first: who, what, before and after, why, when. Read only.',
        querystring: ModerationQuery,
        response: { 200: Paged(AuditEntry) },
      },
    },
    async (request) => listAudit(db, request.query),
  )

  await api.register(moneyModerationRoutes)
}
