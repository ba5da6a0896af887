import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { type Database, openDatabase } from './db/database.ts'
import { registerAuthentication } from './lib/auth.ts'
import { registerDrain } from './lib/drain.ts'
import { registerErrorHandling } from './lib/error-handler.ts'
import { readMissingBodiesAsEmpty, refuseForbiddenCharacters } from './lib/input-guard.ts'
import { type LogOutput, loggerOptions } from './lib/log-lines.ts'
import { requestIdOf } from './lib/request-id.ts'
import { measureRequests } from './lib/request-metrics.ts'
import { registerSecurityHeaders } from './lib/security-headers.ts'
import { registerWebApp } from './lib/web-app.ts'
import { bkashSandboxRoutes } from './modules/bkash-sandbox/bkash-sandbox.routes.ts'
import { bundleRoutes } from './modules/catalog/bundle.routes.ts'
import { collectibleRoutes } from './modules/catalog/collectible.routes.ts'
import { discountRoutes } from './modules/catalog/discount.routes.ts'
import { ticketRoutes } from './modules/catalog/ticket.routes.ts'
import { eventPurchaseRoutes } from './modules/checkout/event-purchases.routes.ts'
import { purchaseRoutes } from './modules/checkout/purchase.routes.ts'
import { checkoutJobHandlers, scheduleHoldSweep } from './modules/checkout/purchase-jobs.ts'
import { refundRoutes } from './modules/checkout/refund.routes.ts'
import { sslcommerzRoutes } from './modules/checkout/sslcommerz.routes.ts'
import { scheduleSslcommerzSweep, sslcommerzJobHandlers } from './modules/checkout/sslcommerz-jobs.ts'
import { ticketLinkRoutes } from './modules/checkout/ticket-links.routes.ts'
import { ticketLinkJobHandlers } from './modules/checkout/ticket-links.service.ts'
import { ticketsPdfRoutes } from './modules/checkout/tickets-pdf.routes.ts'
import { claimRoutes } from './modules/claims/claim.routes.ts'
import { refundJobHandlers, scheduleRefundSweep } from './modules/claims/refund-sweep.ts'
import { communicationRoutes } from './modules/communications/communication.routes.ts'
import { communicationJobHandlers } from './modules/communications/communication-sending.ts'
import {
  communicationSweepHandlers,
  scheduleCommunicationSweep,
} from './modules/communications/communication-sweep.ts'
import { unsubscribeRoutes } from './modules/communications/unsubscribe.routes.ts'
import { cashSaleRoutes } from './modules/door/cash-sale.routes.ts'
import { checkInRoutes } from './modules/door/check-in.routes.ts'
import { checkinSyncRoutes } from './modules/door/checkin-sync.routes.ts'
import { doorListPdfRoutes } from './modules/door/door-list-pdf.routes.ts'
import { redemptionRoutes } from './modules/door/redemption.routes.ts'
import { eventRoutes } from './modules/events/event.routes.ts'
import { eventCalendarRoutes } from './modules/events/event-calendar.ts'
import { seoRoutes } from './modules/events/event-seo.ts'
import { registerFeedCache } from './modules/events/feed-cache.ts'
import { followRoutes } from './modules/follows/follow.routes.ts'
import { followJobHandlers, scheduleFollowDigest } from './modules/follows/follow-digest.ts'
import { guestRoutes } from './modules/guests/guest.routes.ts'
import { guestLinkRoutes } from './modules/guests/guest-link.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { authRoutes } from './modules/identity/auth.routes.ts'
import { socialRoutes } from './modules/identity/social.routes.ts'
import { ensureSuperuser, NO_SUPERUSER_YET } from './modules/identity/superuser.service.ts'
import { userRoutes } from './modules/identity/user.routes.ts'
import { type JobHandlers, startJobWorker } from './modules/jobs/job-queue.ts'
import { mediaRoutes } from './modules/media/media.routes.ts'
import { mediaDeliveryRoutes } from './modules/media/media-delivery.routes.ts'
import { createMailTransport, type MailTransport } from './modules/messages/mail-transport.ts'
import { messageJobHandlers } from './modules/messages/message-jobs.ts'
import { outboxRoutes } from './modules/messages/outbox.routes.ts'
import { createSmsProvider, type SmsProvider } from './modules/messages/sms-transport.ts'
import { metricsRoutes } from './modules/metrics/metrics.routes.ts'
import { registerApiDocs } from './modules/openapi/api-docs.ts'
import { openapiRoutes } from './modules/openapi/openapi.routes.ts'
import { bankAccountRoutes } from './modules/organizations/bank-account.routes.ts'
import { organizationRoutes } from './modules/organizations/organization.routes.ts'
import { organizerRoutes } from './modules/organizations/organizer.routes.ts'
import { publicPageRoutes } from './modules/pages/public-page.routes.ts'
import { publicPageResponder } from './modules/pages/public-pages.ts'
import { measuredCalls } from './modules/payments/measured-calls.ts'
import type { PaymentProvider } from './modules/payments/payment-provider.ts'
import { paymentProviderFor } from './modules/payments/payment-provider-for.ts'
import { routedPayments } from './modules/payments/routed-payments.ts'
import type { SslcommerzGateway } from './modules/payments/sslcommerz-client.ts'
import { sslcommerzGatewayFor } from './modules/payments/sslcommerz-gateway-for.ts'
import { performerRoutes } from './modules/performers/performer.routes.ts'
import { clientConfigRoutes } from './modules/platform/client-config.routes.ts'
import { queueRoutes } from './modules/queue/queue.routes.ts'
import { salesRoutes } from './modules/sales/sales.routes.ts'
import { registerSeatingCache } from './modules/seating/plan-cache.ts'
import { seatingRoutes } from './modules/seating/seating.routes.ts'
import { demoSnapshotFor } from './modules/seed/demo-snapshot.ts'
import { shortLinkRedirectRoutes, shortLinkRoutes } from './modules/short-links/short-link.routes.ts'
import { sslcommerzSandboxRoutes } from './modules/sslcommerz-sandbox/sslcommerz-sandbox.routes.ts'
import { superuserRoutes } from './modules/superuser/superuser.routes.ts'
import { reportServerError } from './modules/telemetry/error-reports.ts'
import { telemetryRoutes } from './modules/telemetry/telemetry.routes.ts'
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts'
import { waitlistJobHandlers } from './modules/waitlist/waitlist-jobs.ts'
import { defaultWebDist } from './paths.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    mail: MailTransport
    sms: SmsProvider
    payments: PaymentProvider
    sslcommerz: SslcommerzGateway
  }
}

export type App = FastifyInstance

/** Every background job kind and what runs it; the worker and the tests use this one list. */
export const jobHandlersOf = (app: App): JobHandlers => ({
  ...messageJobHandlers(app.mail, app.sms),
  ...checkoutJobHandlers(app.database.db, app.config, app.payments),
  ...ticketLinkJobHandlers(app.database.db, app.config),
  ...followJobHandlers(app.database.db, app.config),
  ...refundJobHandlers(app.database.db, app.payments, app.log),
  ...sslcommerzJobHandlers({
    db: app.database.db,
    sslcommerz: app.sslcommerz,
    feePercent: app.config.platformFeePercent,
    log: app.log,
  }),
  ...waitlistJobHandlers({ db: app.database.db, config: app.config, payments: app.payments }),
  ...communicationJobHandlers({ db: app.database.db, config: app.config, mail: app.mail, sms: app.sms }),
  ...communicationSweepHandlers(app.database.db),
})

/**
 * Builds the whole HTTP application. Tests pass their own database; otherwise the one the
 * configuration names is opened (and closed with the app).
 */
export async function buildApp(
  config: Config,
  deps: {
    database?: Database
    payments?: PaymentProvider
    sslcommerz?: SslcommerzGateway
    logOutput?: LogOutput
  } = {},
): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logOutput),
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>()

  const database =
    deps.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      emptyDatabase: demoSnapshotFor(config),
    }))
  app.decorate('config', config)
  app.decorate('database', database)
  registerDrain(app)
  registerFeedCache(app, database.db, config)
  registerSeatingCache(app, database.db)
  if (!deps.database) app.addHook('onClose', () => database.close())
  app.decorate('mail', createMailTransport(config, database.db))
  app.decorate('sms', createSmsProvider(config, database.db))
  app.decorate('sslcommerz', measuredCalls(deps.sslcommerz ?? sslcommerzGatewayFor(config), 'sslcommerz'))
  // Payments start with bKash or SSLCommerz; refunds go back through whichever took the money.
  const bkash = measuredCalls(deps.payments ?? paymentProviderFor(config), 'bkash')
  app.decorate('payments', routedPayments(bkash, app.sslcommerz))
  if (!config.bkash.configured)
    app.log.warn(
      'bKash is not set up: set BKASH_BASE_URL and its credentials (or BKASH_SANDBOX=true for a demo)',
    )
  if (!config.sslcommerz.configured)
    app.log.warn(
      'SSLCommerz is not set up: set SSLCOMMERZ_BASE_URL and its store (or SSLCOMMERZ_SANDBOX=true for a demo)',
    )
  // A database down at start is health's to report (503 in its words), not a reason not to start.
  const superuser = await ensureSuperuser(database.db, config.superuserPassword).catch((error: unknown) => {
    app.log.error({ err: error }, 'could not look for the superuser: the database did not answer')
    return 'unknown' as const
  })
  if (superuser === 'created') app.log.info('superuser created')
  if (superuser === 'missing') app.log.warn(NO_SUPERUSER_YET)

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app, reportServerError)
  measureRequests(app)
  registerAuthentication(app)
  readMissingBodiesAsEmpty(app)
  app.addHook('preValidation', refuseForbiddenCharacters)
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-ID', request.id)
  })

  await registerSecurityHeaders(app, config)
  await app.register(compress, { threshold: 1024 })
  await registerApiDocs(app)

  // Every API module, listed here so that a reader of this file knows every route.
  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(openapiRoutes)
      await api.register(clientConfigRoutes)
      await api.register(authRoutes)
      await api.register(socialRoutes)
      await api.register(userRoutes)
      await api.register(mediaRoutes)
      await api.register(organizationRoutes)
      await api.register(organizerRoutes)
      await api.register(bankAccountRoutes)
      await api.register(eventRoutes)
      await api.register(eventCalendarRoutes)
      await api.register(followRoutes)
      await api.register(ticketRoutes)
      await api.register(bundleRoutes)
      await api.register(discountRoutes)
      await api.register(collectibleRoutes)
      await api.register(seatingRoutes)
      await api.register(performerRoutes)
      await api.register(shortLinkRoutes)
      await api.register(telemetryRoutes)
      await api.register(guestRoutes)
      await api.register(guestLinkRoutes)
      await api.register(communicationRoutes)
      await api.register(unsubscribeRoutes)
      await api.register(purchaseRoutes)
      await api.register(sslcommerzRoutes)
      await api.register(ticketLinkRoutes)
      await api.register(ticketsPdfRoutes)
      await api.register(eventPurchaseRoutes)
      await api.register(checkInRoutes)
      await api.register(cashSaleRoutes)
      await api.register(salesRoutes)
      await api.register(checkinSyncRoutes)
      await api.register(doorListPdfRoutes)
      await api.register(redemptionRoutes)
      await api.register(claimRoutes)
      await api.register(refundRoutes)
      await api.register(waitlistRoutes)
      await api.register(queueRoutes)
      await api.register(superuserRoutes)
    },
    { prefix: '/api' },
  )
  if (config.metricsToken) await app.register(metricsRoutes, { token: config.metricsToken })
  if (config.devOutbox) await app.register(outboxRoutes)
  if (config.bkash.sandbox) {
    if (config.env === 'production')
      app.log.warn('the bKash sandbox takes payments here: set BKASH_BASE_URL for real ones')
    await app.register(bkashSandboxRoutes)
  }
  if (config.sslcommerz.sandbox) {
    if (config.env === 'production')
      app.log.warn('the SSLCommerz sandbox takes payments here: set SSLCOMMERZ_BASE_URL for real ones')
    await app.register(sslcommerzSandboxRoutes)
  }
  await app.register(mediaDeliveryRoutes)
  await app.register(shortLinkRedirectRoutes)
  await app.register(unsubscribeRoutes, { hide: true })

  if (config.jobWorker) {
    await scheduleHoldSweep(database.db)
    await scheduleFollowDigest(database.db)
    await scheduleRefundSweep(database.db)
    await scheduleSslcommerzSweep(database.db)
    await scheduleCommunicationSweep(database.db)
    const worker = startJobWorker(database.db, jobHandlersOf(app), app.log)
    app.addHook('onClose', () => worker.stop())
  }

  await app.register(seoRoutes)
  // Every page answers the app; unknown screens and missing public things answer it with a 404.
  const pages = publicPageResponder(database.db, {
    webDist: config.webDist ?? defaultWebDist,
    publicUrl: config.publicUrl,
    log: app.log,
    countTotal: app.feedCache.countTotal,
    seatingPlan: (eventId) => app.seatingCache.plan(eventId),
    sslcommerz: config.sslcommerz.configured,
    surchargePercents: config.paymentSurchargePercents,
  })
  await publicPageRoutes(app, config, pages)
  await registerWebApp(app, config, pages)
  return app
}
