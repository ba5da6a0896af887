import { Box } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { SidebarOutlet } from '../../lib/sidebar/sidebar-outlet.tsx'
import { withRestStyles } from '../styles/rest-styles.ts'
import { AgreementBanner, SHOW_AGREEMENT_BANNER } from './agreement-banner.tsx'
import classes from './app-layout.module.css'
import { AuthDialogHost } from './auth-dialog-host.tsx'
import { CurrentUserSync } from './current-user-sync.tsx'
import { DocumentTitle } from './document-title.tsx'
import { Footer } from './footer.tsx'
import frame from './header-frame.module.css'
import { PageLoader } from './page-loader.tsx'
import { RequestProgress } from './request-progress.tsx'
import skipLink from './skip-link.module.css'
import { TopBar } from './top-bar.tsx'

const HEADER_HEIGHT = 60
// react-remove-scroll's name for what shifts by the scrollbar's width while a dialog locks the page, so the
// bar does not jump; written out, since importing it (as Mantine's AppShell did) put ~6 KB on every page.
const KEEPS_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position'

// Phones only need the drawer once the burger is pressed; its code loads then.
const MobileNav = lazy(() =>
  withRestStyles(import('./mobile-nav.tsx')).then((module) => ({ default: module.MobileNav })),
)

/** The frame of every page: top bar, the page itself, footer. */
export function AppLayout() {
  const { t } = useTranslation()
  const [menuOpened, menu] = useDisclosure(false)
  const [menuUsed, setMenuUsed] = useState(false)
  if (menuOpened && !menuUsed) setMenuUsed(true)
  const { key } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes
  useEffect(() => menu.close(), [key])

  return (
    <>
      <a href="#main" className={skipLink.skip}>
        {t('nav.skipToContent')}
      </a>
      <RequestProgress />
      <DocumentTitle />
      <CurrentUserSync />
      <AuthDialogHost />
      <ScrollRestoration />
      <header className={`${frame.header} ${KEEPS_CLEAR_OF_SCROLLBAR}`}>
        <TopBar menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileNav opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <Box pt={HEADER_HEIGHT} className={classes.page}>
        <main id="main" className={classes.main} tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </Box>
      {SHOW_AGREEMENT_BANNER && <AgreementBanner />}
      <SidebarOutlet />
    </>
  )
}
