import type { Event } from '@mela/shared/event'
import { escapeHtml } from '@mela/shared/html'
import { isDevHost } from '@mela/shared/public-page'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/database.ts'
import { findEvent } from '../../lib/event-access.ts'
import { isUuid } from '../../lib/ids.ts'
import { publicEventIds } from './event-queries.ts'
import { toEvents } from './event-view.ts'

const EVENT_PAGE = /^\/(bn\/)?(?:e|event\/view)\/([0-9a-f-]{36})\/?(?:\?(.*))?$/i

export type PageLanguage = 'en' | 'bn'

/** The event in a reader's language: the Bengali texts where written, the English ones otherwise. */
export function inLanguage(event: Event, lang: PageLanguage): Event {
  if (lang !== 'bn' || !event.Bn) return event
  return {
    ...event,
    Title: event.Bn.Title || event.Title,
    Description: event.Bn.Description || event.Description,
    Venue: event.Bn.Venue || event.Venue,
  }
}

const pageUrlOf = (publicUrl: string, id: string, lang: PageLanguage) =>
  `${publicUrl}${lang === 'bn' ? '/bn' : ''}/e/${id}`

// Our own images are stored as paths (they work on any host name); crawlers need them whole.
const absolute = (url: string, pageUrl: string) => new URL(url, pageUrl).toString()

// A plain-text summary of the Markdown description for meta tags.
const summaryOf = (event: Event) =>
  (event.Description ?? `${event.Title} by ${event.Account.Name}`)
    .replace(/[#*_`>[\]()!-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)

/** schema.org Event for search engines; `<` escaped so the JSON cannot close its script tag. */
function jsonLd(event: Event, pageUrl: string) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.Title,
    description: summaryOf(event),
    startDate: event.StartsAt,
    endDate: event.EndsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.Online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.Online
      ? { '@type': 'VirtualLocation', url: pageUrl }
      : {
          '@type': 'Place',
          name: event.Venue,
          address: { '@type': 'PostalAddress', streetAddress: event.Address, addressCountry: 'BD' },
        },
    image: event.ImageURL ? [absolute(event.ImageURL, pageUrl)] : undefined,
    organizer: { '@type': 'Organization', name: event.Account.Name },
    performer: event.Performers.map((p) => ({
      '@type': 'Person',
      name: `${p.FirstName} ${p.LastName}`.trim(),
    })),
    offers:
      event.PriceFrom === null
        ? undefined
        : {
            '@type': 'Offer',
            price: event.PriceFrom,
            priceCurrency: 'BDT',
            availability: event.SoldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
            url: pageUrl,
          },
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

const PRODUCT_NAME = 'Mela'

/** "Mela", or "Mela (DEV)" on the development host (docs/product.md: the product’s name there). */
export const productNameOn = (hostname: string) => PRODUCT_NAME + (isDevHost(hostname) ? ' (DEV)' : '')

/**
 * The SPA's index.html with this event's title, description, Open Graph tags and JSON-LD in the page's
 * language (`<html lang>` too), and hreflang links between the English and the Bengali page.
 */
export function eventPageHtml(
  indexHtml: string,
  original: Event,
  publicUrl: string,
  lang: PageLanguage = 'en',
  productName = PRODUCT_NAME,
): string {
  const event = inLanguage(original, lang)
  const pageUrl = pageUrlOf(publicUrl, event.ID, lang)
  const english = pageUrlOf(publicUrl, event.ID, 'en')
  const bengali = pageUrlOf(publicUrl, event.ID, 'bn')
  const title = escapeHtml(`${event.Title} | ${productName}`)
  const description = escapeHtml(summaryOf(event))
  const tags = [
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${pageUrl}">`,
    `<link rel="alternate" hreflang="en" href="${english}">`,
    `<link rel="alternate" hreflang="bn" href="${bengali}">`,
    `<link rel="alternate" hreflang="x-default" href="${english}">`,
    `<meta property="og:locale" content="${lang === 'bn' ? 'bn_BD' : 'en_US'}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(event.Title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${pageUrl}">`,
    event.ImageURL
      ? `<meta property="og:image" content="${escapeHtml(absolute(event.ImageURL, pageUrl))}">`
      : '',
    `<meta name="twitter:card" content="summary_large_image">`,
    // In-site events are for Mela's own pages; private ones only for people with the link.
    event.Visibility === 'public' ? '' : '<meta name="robots" content="noindex, nofollow">',
    `<script type="application/ld+json">${jsonLd(event, pageUrl)}</script>`,
  ].filter(Boolean)
  // Replacer functions: a replacement string would read `$&` or `$'` in a title as a pattern.
  return indexHtml
    .replace(
      /<html\b([^>]*)>/,
      (_whole, attributes: string) => `<html lang="${lang}"${attributes.replace(/\s+lang="[^"]*"/, '')}>`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta name="description"[^>]*>\s*/g, () => '')
    .replace('</head>', () => `${tags.join('\n')}\n</head>`)
}

/** The HTML for a page path: per-event tags on event pages, the plain index elsewhere. */
export async function renderEventPage(
  db: Db,
  path: string,
  indexHtml: string,
  publicUrl: string,
  productName = PRODUCT_NAME,
  lang: PageLanguage = 'en',
): Promise<string> {
  const id = EVENT_PAGE.exec(path)?.[2]
  if (!id || !isUuid(id)) return indexHtml
  try {
    const found = await findEvent(db, id)
    if (!found.event.publishedAt || found.event.hiddenAt) return indexHtml
    const [event] = await toEvents(db, [found])
    return event ? eventPageHtml(indexHtml, event, publicUrl, lang, productName) : indexHtml
  } catch {
    return indexHtml
  }
}

/** /sitemap.xml (public published events and the main pages) and /robots.txt. */
export async function seoRoutes(app: FastifyInstance) {
  const base = app.config.publicUrl
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await publicEventIds(app.database.db)
    const urls = ['/', '/feed', '/faq', '/support']
      .map((path) => `<url><loc>${base}${path}</loc></url>`)
      .concat(
        rows.map(
          (row) =>
            `<url><loc>${base}/e/${row.id}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
        ),
      )
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(xml)
  })
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: /api/\nDisallow: /organization\nDisallow: /superuser\nSitemap: ${base}/sitemap.xml\n`,
      ),
  )
}
