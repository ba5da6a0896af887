import './zod-config.ts'
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import '@mantine/nprogress/styles.css'
import './bengali-font.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { i18n } from '../lib/i18n.ts'
import { Providers } from './providers.tsx'
import { createRouter } from './router.tsx'

// Chromium can keep the empty boxes of text drawn before a web font arrived, so in Bengali the
// bundled face is fetched before the first paint (waiting a moment at most, then rendering anyway).
if (i18n.resolvedLanguage === 'bn' && 'fonts' in document) {
  const faces = ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "Mela Bengali"`, 'অ'))
  await Promise.race([Promise.allSettled(faces), new Promise((resolve) => setTimeout(resolve, 1500))])
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
)
