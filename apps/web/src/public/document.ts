import { escapeHtml } from '@mela/shared/html'
import type { PublicRenderInput } from '@mela/shared/public-page'

function titleOf({ page, lang, devHost }: PublicRenderInput, t: (key: string) => string) {
  const name = t('app.name') + (devHost ? t('app.devSuffix') : '')
  if (page.kind === 'event') {
    const title = (lang === 'bn' && page.event.Bn?.Title) || page.event.Title
    return `${title} | ${name}`
  }
  if (page.kind === 'organization') return `${page.account.Name} | ${name}`
  // As the app names the tab (app/layout/document-title.tsx).
  if (page.kind === 'checkout') return `${t('titles.purchaseCreate')} | ${name}`
  if (page.kind === 'performer') {
    const { FirstName, LastName } = page.performer
    return `${[FirstName, LastName].filter(Boolean).join(' ')} | ${name}`
  }
  if (page.kind === 'feed') return `${t(page.past ? 'titles.feedPast' : 'titles.feed')} | ${name}`
  return name
}

/**
 * The page around the rendered body: the same head as the single-page app's index.html (icons,
 * manifest, the theme applied before the first paint by /color-scheme.js), the public pages' one
 * stylesheet and their small deferred script instead of the app's bundles.
 */
export function documentOf(input: PublicRenderInput, body: string, t: (key: string) => string): string {
  const description = escapeHtml(
    'Mela: find events across Bangladesh, buy tickets with bKash and keep them on your phone.',
  )
  const styles = input.assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
  // Checkout's script is the public pages' one with the order's part added (checkout-islands.ts).
  const src = input.page.kind === 'checkout' ? input.assets.checkoutScript : input.assets.script
  const script = src ? `<script defer src="${escapeHtml(src)}"></script>` : ''
  return `<!doctype html>
<html lang="${input.lang}" data-lang="${input.lang}" data-mantine-color-scheme="dark">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
<meta name="theme-color" content="#242424">
<meta name="color-scheme" content="dark light">
<meta name="description" content="${description}">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="apple-touch-icon" href="/icon-192.png">
<title>${escapeHtml(titleOf(input, t))}</title>
<style>html[data-mantine-color-scheme='dark']{background:#242424}html[data-mantine-color-scheme='light']{background:#fff}</style>
<script src="/color-scheme.js"></script>
${styles.join('\n')}
${script}
</head>
<body>
<div id="root">${body}</div>
</body>
</html>`
}
