import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { FeedQuery } from '@mela/shared/event'
import type {
  PostedOrder,
  PublicLanguage,
  PublicPage,
  PublicRenderInput,
  RenderPublicPage,
} from '@mela/shared/public-page'
import { isDevHost } from '@mela/shared/public-page'
import type { SeatingPlan } from '@mela/shared/seating'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { findEvent } from '../../lib/event-access.ts'
import { isUuid } from '../../lib/ids.ts'
import { listBundles, toBundles } from '../catalog/bundle.service.ts'
import { listTickets } from '../catalog/ticket.service.ts'
import { toTickets } from '../catalog/ticket-view.ts'
import { type CountTotal, eventFeed } from '../events/event-queries.ts'
import { eventPageHtml, productNameOn, renderEventPage } from '../events/event-seo.ts'
import { toEvents } from '../events/event-view.ts'
import { findOrganizationByFeed, toProfile } from '../organizations/organization.service.ts'
import { findPerformer, toPerformers } from '../performers/performer.service.ts'
import { upcomingEvents } from '../performers/performer-queries.ts'
import { queueOpeningOf } from '../queue/queue-settings.service.ts'
import { checkoutPageOf } from './checkout-page.ts'
import { pageStatus } from './page-status.ts'

const EVENT_PAGE = /^\/(bn\/)?(?:e|event\/view)\/([0-9a-f-]{36})\/?$/i
const FEED_PAGE = /^\/feed(\/past)?\/?$/
const ORGANIZATION_FEED = /^\/feed\/([^/]+)\/?$/
const PERFORMER_PAGE = /^\/(?:performer|artist)\/([0-9a-f-]{36})\/?$/i
const BY_ID = 'Organization='
// As the web app's landing rows and feed pages ask for them (apps/web/src/public/public-pages.tsx).
const LANDING_ROWS = { featured: 4, upcoming: 8 }
const FEED_PAGE_SIZE = 12
const FEED_FILTERS = ['Search', 'Category', 'District', 'From', 'To', 'Online', 'Verified'] as const
const DAY = /^\d{4}-\d{2}-\d{2}$/

type Renderer = { render: RenderPublicPage; assets: PublicRenderInput['assets'] }

/** What the pages read through other modules' caches, handed in by app.ts. */
type PageReads = {
  /** The feed cache's totals (kept per filter set), so a feed page does not count its events each time. */
  countTotal?: CountTotal
  /** An event's seating plan as buyers read it (the seating cache's), or undefined when it has none. */
  seatingPlan?: (eventId: string) => Promise<SeatingPlan | undefined>
  /** This server takes SSLCommerz's methods (else the checkout offers bKash alone). */
  sslcommerz?: boolean
  /** What each way of paying adds for events that pass payment fees to buyers (config.ts). */
  surchargePercents?: Config['paymentSurchargePercents']
}

/**
 * The renderer built by scripts/build-public.mjs beside the web build (apps/web/dist-ssr next to
 * apps/web/dist), loaded on first use; null when it was not built (the app's index.html serves then).
 */
function rendererLoader(webDist: string, log: FastifyBaseLogger) {
  let loading: Promise<Renderer | null> | undefined
  return () => {
    loading ??= (async () => {
      const folder = `${webDist}-ssr`
      const manifest = join(folder, 'public-assets.json')
      if (!existsSync(manifest)) return null
      try {
        const module = (await import(pathToFileURL(join(folder, 'render.mjs')).href)) as {
          renderPublicPage: RenderPublicPage
        }
        return { render: module.renderPublicPage, assets: JSON.parse(readFileSync(manifest, 'utf8')) }
      } catch (error) {
        log.error({ err: error }, 'the public pages renderer did not load; serving the app instead')
        return null
      }
    })()
    return loading
  }
}

/** The feed's query from the address bar's filters (days as Dhaka's), or null when it does not read. */
function feedQueryOf(params: URLSearchParams, past: boolean, page: number) {
  const filters: Record<string, string> = {}
  for (const name of FEED_FILTERS) {
    const value = params.get(name)?.trim()
    if (value) filters[name] = value
  }
  const dayBound = (day: string | undefined, time: string) =>
    day && DAY.test(day) ? `${day}T${time}+06:00` : day
  const parsed = FeedQuery.safeParse({
    ...filters,
    From: dayBound(filters.From, '00:00:00'),
    To: dayBound(filters.To, '23:59:59.999'),
    ...(past ? { Past: '1' } : {}),
    Page: page,
    PageSize: FEED_PAGE_SIZE,
  })
  return parsed.success ? { query: parsed.data, filters } : null
}

/** What the page at this address shows, read with the API's own services; null for the app's pages. */
async function publicPageOf(
  db: Db,
  path: string,
  params: URLSearchParams,
  { countTotal, seatingPlan, sslcommerz = false, surchargePercents }: PageReads,
): Promise<PublicPage | null> {
  if (path.startsWith('/purchase/create/event/'))
    return checkoutPageOf(db, path, { sslcommerz, seatingPlan, surchargePercents })
  const eventId = EVENT_PAGE.exec(path)?.[2]
  if (eventId && isUuid(eventId)) {
    const found = await findEvent(db, eventId)
    if (!found.event.publishedAt || found.event.hiddenAt) return null
    const now = new Date()
    const [event] = await toEvents(db, [found])
    if (!event) return null
    const tickets = await toTickets(db, await listTickets(db, eventId), { withUrl: false, now })
    // Only a seated ticket says there is a plan, so an event without one asks nothing more; a seated
    // event's plan is read beside its bundles, not after them.
    const seated = tickets.some((ticket) => ticket.Seated)
    const [bundles, plan, queueOpensAt] = await Promise.all([
      listBundles(db, eventId).then((rows) => toBundles(db, rows, { now })),
      seated ? seatingPlan?.(eventId) : undefined,
      queueOpeningOf(db, eventId, now),
    ])
    return {
      kind: 'event',
      event,
      tickets,
      bundles,
      waitlist: found.event.waitlistEnabled,
      ...(plan ? { plan } : {}),
      ...(queueOpensAt ? { queueOpensAt } : {}),
    }
  }
  if (path === '/') {
    const feed = (query: Record<string, string | number>) =>
      eventFeed(db, FeedQuery.parse(query), { countTotal })
    const [featured, upcoming] = await Promise.all([
      feed({ Verified: '1', Page: 1, PageSize: LANDING_ROWS.featured }),
      feed({ Page: 1, PageSize: LANDING_ROWS.upcoming }),
    ])
    return { kind: 'landing', featured, upcoming }
  }
  const feedPath = FEED_PAGE.exec(path)
  if (feedPath) {
    const past = Boolean(feedPath[1])
    const page = pageOf(params)
    const feed = feedQueryOf(params, past, page)
    if (!feed) return null
    const events = await eventFeed(db, feed.query, { countTotal })
    return { kind: 'feed', past, params: feed.filters, page, pageSize: FEED_PAGE_SIZE, events }
  }
  return (await organizationPageOf(db, path, params, countTotal)) ?? (await performerPageOf(db, path))
}

/** The page asked for in ?Page=, read as the feed's paging allows (1 to 1000); anything else is the first. */
const pageOf = (params: URLSearchParams) =>
  Math.max(1, Math.min(1000, Number.parseInt(params.get('Page') ?? '1', 10) || 1))

/** /feed/{feed URL} or /feed/Organization={ID}: the organization's header and its events, a page at a time. */
async function organizationPageOf(
  db: Db,
  path: string,
  params: URLSearchParams,
  countTotal: CountTotal | undefined,
): Promise<PublicPage | null> {
  const segment = ORGANIZATION_FEED.exec(path)?.[1]
  if (!segment) return null
  const byId = segment.startsWith(BY_ID) ? segment.slice(BY_ID.length) : undefined
  if (byId !== undefined && !isUuid(byId)) return null
  const account = toProfile(await findOrganizationByFeed(db, byId ?? segment))
  const past = params.get('Past') === '1'
  const page = pageOf(params)
  const events = await eventFeed(
    db,
    FeedQuery.parse({
      ...(byId ? { Organization: byId } : { FeedURL: segment }),
      ...(past ? { Past: '1' } : {}),
      Page: page,
      PageSize: FEED_PAGE_SIZE,
    }),
    { countTotal },
  )
  return { kind: 'organization', account, segment, past, page, pageSize: FEED_PAGE_SIZE, events }
}

/** /performer/{id}: who they are and their upcoming events; a hidden performer is the app's not-found. */
async function performerPageOf(db: Db, path: string): Promise<PublicPage | null> {
  const id = PERFORMER_PAGE.exec(path)?.[1]
  if (!id || !isUuid(id)) return null
  const row = await findPerformer(db, id)
  const [performer] = await toPerformers(db, [row])
  if (row.hiddenAt || !performer) return null
  const UpcomingEvents = await upcomingEvents(db, id, { now: new Date() })
  return { kind: 'performer', performer: { ...performer, UpcomingEvents } }
}

/**
 * The HTML for every page path (the web app's callback): the public read pages rendered on the server
 * (with the event page's search-engine tags), the app's index.html for the rest and whenever rendering
 * fails, so a reader never gets an error page. Unknown screens and missing public things answer 404.
 */
export function publicPageResponder(
  db: Db,
  options: PageReads & { webDist: string; publicUrl: string; log: FastifyBaseLogger },
) {
  const renderer = rendererLoader(options.webDist, options.log)
  return async (
    url: string,
    indexHtml: string,
    hostname: string,
    lang: PublicLanguage,
    posted?: PostedOrder,
  ): Promise<{ status: number; html: string }> => {
    const status = await pageStatus(db, url)
    const productName = productNameOn(hostname)
    const fallback = async () => ({
      status,
      html: await renderEventPage(db, url, indexHtml, options.publicUrl, productName, lang),
    })
    if (status !== 200) return fallback()
    try {
      const [path = '/', query = ''] = url.split('?')
      const params = new URLSearchParams(query)
      const loaded = await renderer()
      const found = loaded && (await publicPageOf(db, path, params, options))
      if (!loaded || !found) return fallback()
      const page = found.kind === 'checkout' && posted ? { ...found, posted } : found
      const html = loaded.render({ page, lang, url, assets: loaded.assets, devHost: isDevHost(hostname) })
      return {
        // A refused order drawn again: the request was not taken.
        status: posted ? 400 : status,
        html:
          page.kind === 'event'
            ? eventPageHtml(html, page.event, options.publicUrl, lang, productName)
            : html,
      }
    } catch (error) {
      options.log.error({ err: error, url }, 'a public page did not render; serving the app instead')
      return fallback()
    }
  }
}
