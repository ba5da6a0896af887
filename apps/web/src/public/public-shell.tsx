import { Box } from '@mantine/core'
import { MOBILE_BREAKPOINT } from '@mela/shared/constants'
import type { PublicLanguage, PublicPage } from '@mela/shared/public-page'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthButtons } from '../app/layout/auth-buttons.tsx'
import { Footer } from '../app/layout/footer.tsx'
import frame from '../app/layout/header-frame.module.css'
import { MobileNavItems } from '../app/layout/mobile-nav.tsx'
import { RenderedPageContext } from '../app/layout/rendered-page.ts'
import { RenderedUserMenu } from '../app/layout/rendered-user-menu.tsx'
import { SessionSlot } from '../app/layout/session-slot.tsx'
import skipLink from '../app/layout/skip-link.module.css'
import { TopBar } from '../app/layout/top-bar.tsx'
import classes from './public-shell.module.css'

/**
 * The same page in the other language: /bn/e/{id} for an event in Bengali, elsewhere ?lang=, which the
 * server remembers in the language cookie (plain /e/{id} would come back in the cookie's language).
 */
export function otherLanguageUrl(url: string, page: PublicPage, lang: PublicLanguage): string {
  const other = lang === 'bn' ? 'en' : 'bn'
  if (page.kind === 'event') return other === 'bn' ? `/bn/e/${page.event.ID}` : `/e/${page.event.ID}?lang=en`
  const [path = '/', query = ''] = url.split('?')
  const params = new URLSearchParams(query)
  params.set('lang', other)
  return `${path}?${params}`
}

type Props = { lang: PublicLanguage; url: string; page: PublicPage; devHost: boolean; children: ReactNode }

const nothing = () => {}

/**
 * The frame of a server-rendered page: the app's own top bar and phone menu (as links and hooks that
 * /assets/public-*.js works, see RenderedPage) and footer around the page.
 */
export function PublicShell({ lang, url, page, devHost, children }: Props) {
  const { t } = useTranslation()
  const rendered = {
    languageUrl: otherLanguageUrl(url, page, lang),
    loginUrl: `/login?redirect=${encodeURIComponent(url.replace(/[?&]lang=(en|bn)/, ''))}`,
    devHost,
  }
  return (
    <RenderedPageContext.Provider value={rendered}>
      <a href="#main" className={skipLink.skip}>
        {t('nav.skipToContent')}
      </a>
      <header className={frame.header}>
        <TopBar
          menuOpened={false}
          onToggleMenu={nothing}
          userArea={
            <>
              <SessionSlot signedIn>
                <RenderedUserMenu />
              </SessionSlot>
              <SessionSlot>
                <AuthButtons compact />
              </SessionSlot>
            </>
          }
        />
      </header>
      <Box
        id="mobile-navigation"
        role="dialog"
        aria-label={t('nav.menu')}
        className={classes.menu}
        hiddenFrom={MOBILE_BREAKPOINT}
        hidden
      >
        <MobileNavItems onClose={nothing} />
      </Box>
      <div className={classes.page}>
        <main id="main" className={classes.main} tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
    </RenderedPageContext.Provider>
  )
}
