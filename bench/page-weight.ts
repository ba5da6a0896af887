import { chromium } from '@playwright/test'
import { lighthouseScores, SCORE_GOALS } from './lib/lighthouse.ts'
import { startMela } from './lib/processes.ts'
import { setUpQueuedSale } from './lib/queued-sale.ts'

// What a first visit costs on a cheap phone: the compressed bytes of JavaScript and CSS each page
// downloads (read from the browser's own resource timings), and when its largest content appears and
// how much the layout moves (LCP, CLS), at 360 px on a throttled connection and CPU like Lighthouse's
// mobile run (150 ms round trips, 1.6 Mbit/s, a CPU four times slower), and how long the main thread
// was blocked past 50 ms at a time while it loaded (TBT, from the browser's long tasks).
type Goal = { total: number | null }
// `map`: the seated checkout with its map in use (touched, drawn, a seat tapped): what that buyer downloads.
// `queue`: a queued sale's checkout before its opening, the waiting screen: it joins, then polls every 5 s.
const pages: { path: string; goal: Goal; map?: boolean; queue?: boolean }[] = [
  { path: '/', goal: { total: 110 } },
  { path: '/feed', goal: { total: 150 } },
  { path: '/e/{event}', goal: { total: 150 } },
  { path: '/bn/e/{event}', goal: { total: 150 } },
  { path: '/feed/{organization}', goal: { total: 150 } },
  { path: '/performer/{performer}', goal: { total: 150 } },
  // Checkout (rendered on the server) of an event sold by count and of a seated one, first without the map
  // (the plan's picture and the seat list) and then with it loaded by a touch.
  { path: '/purchase/create/event/{counted}', goal: { total: 120 } },
  { path: '/purchase/create/event/{seated}', goal: { total: 170 } },
  { path: '/purchase/create/event/{seated}', goal: { total: 170 }, map: true },
  { path: '/purchase/create/event/{queued}', goal: { total: 120 }, queue: true },
  { path: '/tickets', goal: { total: null } },
]
const CLS_GOAL = 0.02
const LCP_GOAL_MS = 2500
const TBT_GOAL_MS = 200

const LIGHTHOUSE_GOAL = 95
const DEBUGGING_PORT = Number(process.env.BENCH_DEBUGGING_PORT ?? 9333)
// Lighthouse's run adds most of a minute per page: it runs on the buyer's pages (checkout, My tickets), and on
// every page with LIGHTHOUSE=1. CI checks checkout's scores (lighthouse-checkout.ts).
const withLighthouse = (path: string) => process.env.LIGHTHOUSE === '1' || /purchase|tickets/.test(path)

const mela = await startMela()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    `--remote-debugging-port=${DEBUGGING_PORT}`,
  ],
})

// Collects LCP and CLS as the page loads (a string: the bench has no DOM types); read once it has settled.
const observeVitals = `
  const vitals = { lcp: 0, cls: 0, tbt: 0 }
  window.__vitals = vitals
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.tbt += Math.max(0, entry.duration - 50)
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
`

try {
  const feed = (await (await fetch(`${mela.url}/api/event/feed?PageSize=50`)).json()) as {
    Items: { ID: string; Account: { ID: string }; Performers: { ID: string }[] }[]
  }
  const first = feed.Items[0]
  const ids: Record<string, string> = {
    event: first?.ID ?? '',
    organization: `Organization=${first?.Account.ID ?? ''}`,
    performer: feed.Items.flatMap((item) => item.Performers)[0]?.ID ?? '',
  }
  // The first demo event sold by count and the first sold by seat on a plan.
  for (const item of feed.Items) {
    const tickets = (await (await fetch(`${mela.url}/api/ticket?eventId=${item.ID}`)).json()) as {
      Seated?: boolean
    }[]
    const kind = tickets.some((ticket) => ticket.Seated) ? 'seated' : 'counted'
    ids[kind] ??= item.ID
  }
  // A sale behind the on-sale queue opening in ten minutes: its checkout is the waiting screen meanwhile.
  const queued = await setUpQueuedSale(mela.url, { seats: 100, leadSeconds: 600, admitPerMinute: 60 })
  ids.queued = queued.eventId
  const address = (path: string) => path.replace(/\{(\w+)\}/, (_, name: string) => ids[name] ?? '')
  const rows: Record<string, Record<string, string | number>> = {}
  for (const { path, goal, map, queue } of pages) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript({ content: observeVitals })
    await page.goto(`${mela.url}${address(path)}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    if (map) {
      await page.click('[data-look="map-open"]')
      await page.waitForSelector('svg [data-seat]')
      await page.click('svg [data-seat]:not([data-chosen])')
      await page.waitForLoadState('networkidle')
    }
    // The waiting screen's first poll comes 5 s after it joined.
    if (queue) await page.waitForTimeout(6000)
    // Resource timings: encodedBodySize is what crossed the wire (after compression); the document too.
    const sizes = (await page.evaluate(`[
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map((entry) => ({ name: new URL(entry.name).pathname, type: entry.entryType, bytes: entry.encodedBodySize, sent: entry.transferSize }))`)) as {
      name: string
      type: string
      bytes: number
      sent: number
    }[]
    if (queue) {
      // What each call of the waiting screen costs: the answer's body, and with its headers.
      const calls = sizes.filter((s) => /\/queue(\/|$)/.test(s.name))
      const said = (call: (typeof calls)[number] | undefined) =>
        call ? `${call.bytes} B (${call.sent} B with headers)` : 'none'
      console.log(
        `The queue's waiting screen: join ${said(calls.find((c) => c.name.endsWith('/queue')))},`,
        `each poll ${said(calls.find((c) => !c.name.endsWith('/queue')))}`,
      )
    }
    const vitals = (await page.evaluate('window.__vitals')) as { lcp: number; cls: number; tbt: number }
    const kb = (ending: string) =>
      sizes.filter((s) => s.name.endsWith(ending)).reduce((sum, s) => sum + s.bytes, 0) / 1024
    // WEIGHT_FILES=1 lists what a page over its goal downloaded, heaviest first: where to look.
    if (process.env.WEIGHT_FILES && goal.total !== null && kb('.js') + kb('.css') > goal.total)
      console.log(
        path,
        sizes
          .filter((s) => s.type === 'resource')
          .sort((a, b) => b.bytes - a.bytes)
          .map((s) => `${(s.bytes / 1024).toFixed(1)} KB ${s.name}`)
          .join('\n'),
      )
    const js = kb('.js')
    const css = kb('.css')
    const total = js + css
    const row = map ? `${path} (map in use)` : queue ? `${path} (queue: waiting screen)` : path
    rows[row] = {
      'HTML KB': (
        sizes.filter((s) => s.type === 'navigation').reduce((sum, s) => sum + s.bytes, 0) / 1024
      ).toFixed(1),
      'JS KB': js.toFixed(1),
      'CSS KB': css.toFixed(1),
      'JS+CSS KB': total.toFixed(1),
      'goal KB': goal.total === null ? '-' : `≤ ${goal.total} ${total <= goal.total ? 'ok' : 'MISSED'}`,
      files: sizes.length - 1,
      // No LCP entry at all (nothing painted that counts) is not a pass.
      'LCP ms': vitals.lcp ? Math.round(vitals.lcp) : 'none',
      'LCP goal': `≤ ${LCP_GOAL_MS} ${vitals.lcp && vitals.lcp <= LCP_GOAL_MS ? 'ok' : 'MISSED'}`,
      CLS: vitals.cls.toFixed(3),
      'CLS goal': `≤ ${CLS_GOAL} ${vitals.cls <= CLS_GOAL ? 'ok' : 'MISSED'}`,
      'TBT ms': Math.round(vitals.tbt),
      'TBT goal': `≤ ${TBT_GOAL_MS} ${vitals.tbt <= TBT_GOAL_MS ? 'ok' : 'MISSED'}`,
    }
    await context.close()
    // Lighthouse loads a page; it does not touch it: the page without the map is the one it scores.
    if (withLighthouse(path) && !map) {
      // Its own mobile run (simulated slow 4G and CPU), in a fresh tab of the same browser.
      const scores = await lighthouseScores(`${mela.url}${address(path)}`, DEBUGGING_PORT)
      const goal = path.startsWith('/purchase') ? SCORE_GOALS.performance : LIGHTHOUSE_GOAL
      rows[row].Lighthouse = scores.performance
      rows[row]['Lighthouse goal'] = `≥ ${goal} ${scores.performance >= goal ? 'ok' : 'MISSED'}`
      rows[row].a11y = scores.accessibility
    }
  }
  console.log('First visit at 360 px, throttled like a cheap phone (compressed bytes):')
  console.table(rows)
  if (process.env.LIGHTHOUSE !== '1')
    console.log('Lighthouse ran on the buyer pages only: LIGHTHOUSE=1 runs it on every page')
} finally {
  await browser.close()
  mela.stop()
}
