import './zod-config.ts'
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import '@mantine/nprogress/styles.css'
import './bengali-font.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { loadBengaliFace } from '../lib/bengali-face.ts'
import { i18n } from '../lib/i18n.ts'
import { Providers } from './providers.tsx'
import { createRouter } from './router.tsx'

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
