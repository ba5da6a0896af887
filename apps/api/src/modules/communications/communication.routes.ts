import {
  Communication,
  CommunicationDetail,
  CommunicationInput,
  CommunicationListQuery,
  CommunicationPage,
  CommunicationPreview,
  CommunicationPreviewInput,
  TestSend,
} from '@mela/shared/communication'
import { isSuperuser } from '@mela/shared/constants'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser, signedIn } from '../../lib/auth.ts'
import { organizationsWhereAllowed, requirePermission } from '../../lib/authorize.ts'
import { requireEventPermission } from '../../lib/event-access.ts'
import { IdParams } from '../../lib/route-schemas.ts'
import { createCommunication, previewCommunication, sendTest } from './communication.service.ts'
import { communicationDetail, findCommunication, listCommunications } from './communication-list.ts'

const tags = ['communications']
const PERMISSION = 'bulk_message_manage'

/** Bulk e-mail and SMS to an event's buyers (bulk_message_manage): preview, send or test, and follow progress. */
export async function communicationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const db = app.database.db
  const ctx = { db, config: app.config }

  api.post(
    '/communication/preview',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'How many buyers a message would reach (after unsubscribes) and how one of them would read it; for SMS its parts, encoding and cost. Sends nothing.',
        body: CommunicationPreviewInput,
        response: { 200: CommunicationPreview },
      },
    },
    async (request) => {
      const found = await requireEventPermission(request, request.body.EventID, PERMISSION)
      return previewCommunication(ctx, found, request.body)
    },
  )

  api.post(
    '/communication',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          'Freezes the recipients and queues the message, sent in batches with retries; TestOnly sends it once to me. A few per organization a day (429 COMMUNICATION_CAP); links only for verified organizations.',
        body: CommunicationInput,
        response: { 200: z.union([Communication, TestSend]) },
      },
    },
    async (request) => {
      const found = await requireEventPermission(request, request.body.EventID, PERMISSION)
      if (request.body.TestOnly) return sendTest(ctx, found, request.body, found.user.id)
      const id = await createCommunication(ctx, found, request.body, found.user.id)
      return communicationDetail(db, await findCommunication(db, id))
    },
  )

  api.get(
    '/communication',
    {
      schema: {
        security: signedIn,
        tags,
        description:
          "Messages newest first with their progress: one event's, one organization's, or (neither given) those of every organization where I may send them.",
        querystring: CommunicationListQuery,
        response: { 200: CommunicationPage },
      },
    },
    async (request) => {
      const { EventID, AccountID, ...page } = request.query
      if (EventID) {
        const { event } = await requireEventPermission(request, EventID, PERMISSION)
        return listCommunications(db, { accountIds: [event.accountId], eventId: event.id }, page)
      }
      if (AccountID) {
        await requirePermission(request, AccountID, PERMISSION)
        return listCommunications(db, { accountIds: [AccountID] }, page)
      }
      const user = requireUser(request)
      if (isSuperuser(user.username)) return listCommunications(db, {}, page)
      return listCommunications(
        db,
        { accountIds: await organizationsWhereAllowed(db, user, PERMISSION) },
        page,
      )
    },
  )

  api.get(
    '/communication/:id',
    {
      schema: {
        security: signedIn,
        tags,
        description: 'One message with its progress and each failed recipient with the reason.',
        params: IdParams,
        response: { 200: CommunicationDetail },
      },
    },
    async (request) => {
      requireUser(request)
      const found = await findCommunication(db, request.params.id)
      await requirePermission(request, found.communication.accountId, PERMISSION)
      return communicationDetail(db, found)
    },
  )
}
