import './zod-config.ts'
import './styles/mantine-first.ts'
import '@mantine/nprogress/styles.css'
import './bengali-font.css'
import { isDevHost } from '@mela/shared/public-page'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { startTelemetry } from '../features/telemetry/start-telemetry.ts'
import { loadBengaliFace } from '../lib/bengali-face.ts'
import { i18n, textsReady } from '../lib/i18n.ts'
import { Providers } from './providers.tsx'
import { createRouter } from './router.tsx'
import { loadRestStylesOnFirstInteraction } from './styles/rest-styles.ts'

// Reports report under the product’s own name, in English whatever the interface language.
startTelemetry({
  productName:
    i18n.t('app.name', { lng: 'en' }) +
    (isDevHost(window.location.hostname) ? i18n.t('app.devSuffix', { lng: 'en' }) : ''),
})
loadRestStylesOnFirstInteraction()
// A Bengali reader's texts load first (English ships with the shell), then the face that draws them.
await textsReady
if (i18n.resolvedLanguage === 'bn') await loadBengaliFace()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
)
