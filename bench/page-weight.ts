import { chromium } from '@playwright/test'
import { startMela } from './lib/processes.ts'

// What a first visit downloads on a cheap phone's connection: the compressed bytes of JavaScript
// (and CSS) each page needs before it is usable, read from the browser's own resource timings.
const pages = ['/', '/feed', '/purchase/create/event/{event}', '/event/view/{event}']

const mela = await startMela()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
try {
  const feed = (await (await fetch(`${mela.url}/api/event/feed?PageSize=1`)).json()) as {
    Items: { ID: string }[]
  }
  const event = feed.Items[0]?.ID ?? ''
  const rows: Record<string, Record<string, number>> = {}
  for (const path of pages) {
    const page = await browser.newPage()
    await page.goto(`${mela.url}${path.replace('{event}', event)}`, { waitUntil: 'networkidle' })
    // Resource timings: encodedBodySize is what crossed the wire (after compression).
    const sizes = await page.evaluate(() =>
      (
        performance.getEntriesByType('resource') as unknown as { name: string; encodedBodySize: number }[]
      ).map((entry) => ({ name: entry.name, bytes: entry.encodedBodySize })),
    )
    const kb = (ending: string) =>
      Math.round(sizes.filter((s) => s.name.endsWith(ending)).reduce((sum, s) => sum + s.bytes, 0) / 102.4) /
      10
    rows[path] = { 'JS KB (compressed)': kb('.js'), 'CSS KB (compressed)': kb('.css'), files: sizes.length }
    await page.close()
  }
  console.table(rows)
} finally {
  await browser.close()
  mela.stop()
}
