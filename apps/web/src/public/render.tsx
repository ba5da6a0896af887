import './public-styles.ts'
import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core'
import type { PublicRenderInput } from '@mela/shared/public-page'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { cssVariablesResolver, theme } from '../app/theme.ts'
import checkoutBn from '../features/checkout/locales/bn.json'
import checkoutEn from '../features/checkout/locales/en.json'
import discoveryBn from '../features/discovery/locales/bn.json'
import discoveryEn from '../features/discovery/locales/en.json'
import queueBn from '../features/queue/locales/bn.json'
import queueEn from '../features/queue/locales/en.json'
import waitlistBn from '../features/waitlist/locales/bn.json'
import waitlistEn from '../features/waitlist/locales/en.json'
import eventNamesBn from '../lib/event-names/bn.json'
import eventNamesEn from '../lib/event-names/en.json'
import { i18n } from '../lib/i18n.ts'
import { documentOf } from './document.ts'
import { PublicPageBody, prefill } from './public-pages.tsx'
import { PublicShell } from './public-shell.tsx'

// The server renders with every text it may need already in memory: no namespace loads while a page
// renders, so changing the language is immediate and the render stays synchronous.
for (const [lang, namespace, texts] of [
  ['en', 'waitlist', waitlistEn],
  ['bn', 'waitlist', waitlistBn],
  ['en', 'checkout', checkoutEn],
  ['bn', 'checkout', checkoutBn],
  ['en', 'discovery', discoveryEn],
  ['bn', 'discovery', discoveryBn],
  ['en', 'event-names', eventNamesEn],
  ['en', 'queue', queueEn],
  ['bn', 'queue', queueBn],
  ['bn', 'event-names', eventNamesBn],
] as const) {
  i18n.addResourceBundle(lang, namespace, texts, true, true)
}

// The reader's choice of theme lives in their browser; /color-scheme.js applies it before the first paint.
const serverColorScheme: MantineColorSchemeManager = {
  get: (fallback) => fallback,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
}

/**
 * A public read page (event, landing, feed) as a whole HTML document, from the same components the
 * single-page app shows; it is not hydrated: links are real links, forms are GET forms.
 */
export function renderPublicPage(input: PublicRenderInput): string {
  // Synchronous with every text loaded, so no other render can change the language in between.
  void i18n.changeLanguage(input.lang)
  if (i18n.resolvedLanguage !== input.lang) throw new Error(`language ${input.lang} did not load`)
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  prefill(queryClient, input.page)
  const body = renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={serverColorScheme}
      defaultColorScheme="dark"
    >
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={input.url}>
          <PublicShell lang={input.lang} url={input.url} page={input.page} devHost={input.devHost}>
            <PublicPageBody page={input.page} url={input.url} seatMapScript={input.assets.seatMapScript} />
          </PublicShell>
        </StaticRouter>
      </QueryClientProvider>
    </MantineProvider>,
  )
  queryClient.clear()
  return documentOf(input, body, (key) => String(i18n.t(key as never)))
}
