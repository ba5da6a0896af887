import { ActionIcon, Box, Burger, Button, Group, Stack, UnstyledButton } from '@mantine/core'
import { MOBILE_BREAKPOINT } from '@mela/shared/constants'
import type { PublicLanguage, PublicPage } from '@mela/shared/public-page'
import { IconLanguage, IconMoon, IconSun } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Footer } from '../app/layout/footer.tsx'
import { LogoMark } from '../app/layout/logo.tsx'
import { NAV_LINKS } from '../app/layout/nav-links.ts'
import skipLink from '../app/layout/skip-link.module.css'
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

/**
 * The top bar and footer of a server-rendered page. What needs a script (theme, menu) is worked by
 * /assets/public-*.js through the data-public attributes; the rest are plain links into the app.
 */
export function PublicShell({ lang, url, page, devHost, children }: Props) {
  const { t } = useTranslation()
  const productName = t('app.name') + (devHost ? t('app.devSuffix') : '')
  const other = lang === 'bn' ? 'en' : 'bn'
  const languageUrl = otherLanguageUrl(url, page, lang)
  const loginUrl = `/login?redirect=${encodeURIComponent(url.replace(/[?&]lang=(en|bn)/, ''))}`
  const navLinks = NAV_LINKS.map(({ to, labelKey }) => ({ to, label: t(labelKey) }))
  return (
    <>
      <a href="#main" className={skipLink.skip}>
        {t('nav.skipToContent')}
      </a>
      <header className={classes.header}>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              hiddenFrom={MOBILE_BREAKPOINT}
              size="sm"
              aria-label={t('nav.openMenu')}
              aria-expanded={false}
              aria-controls="mobile-navigation"
              data-public="menu"
              data-open-label={t('nav.openMenu')}
              data-close-label={t('nav.closeMenu')}
            />
            <UnstyledButton component="a" href="/" aria-label={t('app.home')}>
              <LogoMark productName={productName} />
            </UnstyledButton>
            <Box component="nav" aria-label={t('nav.main')} visibleFrom={MOBILE_BREAKPOINT} ml="md">
              <Group gap={4} wrap="nowrap">
                {navLinks.map(({ to, label }) => (
                  <Button
                    key={to}
                    component="a"
                    href={to}
                    variant="subtle"
                    color="gray"
                    className={classes.link}
                  >
                    {label}
                  </Button>
                ))}
              </Group>
            </Box>
          </Group>
          <Group gap={8} wrap="nowrap">
            <Button
              component="a"
              href={languageUrl}
              variant="default"
              leftSection={<IconLanguage size={18} stroke={1.6} aria-hidden />}
              lang={other}
              hrefLang={other}
              title={t('language.label')}
              data-public="language"
              data-language={other}
              visibleFrom={MOBILE_BREAKPOINT}
            >
              {t(`language.${other}`)}
            </Button>
            <Box visibleFrom={MOBILE_BREAKPOINT}>
              <ThemeButton />
            </Box>
            <Button
              component="a"
              href={loginUrl}
              variant="default"
              data-public="login"
              data-signed-in-label={t('titles.tickets')}
            >
              {t('nav.login')}
            </Button>
            <Button component="a" href="/login?tab=register" visibleFrom={MOBILE_BREAKPOINT}>
              {t('nav.register')}
            </Button>
          </Group>
        </Group>
      </header>
      <Box id="mobile-navigation" role="dialog" aria-label={t('nav.menu')} className={classes.menu} hidden>
        <Stack gap="xs">
          <nav aria-label={t('nav.main')}>
            <Stack gap={4}>
              {navLinks.map(({ to, label }) => (
                <Button key={to} component="a" href={to} variant="subtle" color="gray" justify="flex-start">
                  {label}
                </Button>
              ))}
            </Stack>
          </nav>
          <Button
            component="a"
            href={languageUrl}
            variant="default"
            justify="flex-start"
            leftSection={<IconLanguage size={18} stroke={1.6} aria-hidden />}
            lang={other}
            data-public="language"
            data-language={other}
          >
            {t(`language.${other}`)}
          </Button>
          <Button component="a" href="/login?tab=register">
            {t('nav.register')}
          </Button>
        </Stack>
      </Box>
      <div className={classes.page}>
        <main id="main" className={classes.main} tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
    </>
  )
}

/** Sun in the dark theme, moon in the light one: CSS picks the icon, the script the label. */
function ThemeButton() {
  const { t } = useTranslation()
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t('theme.switchToLight')}
      title={t('theme.switchToLight')}
      data-public="theme"
      data-light-label={t('theme.switchToLight')}
      data-dark-label={t('theme.switchToDark')}
    >
      <Box component="span" lightHidden display="flex">
        <IconSun size={20} stroke={1.6} aria-hidden />
      </Box>
      <Box component="span" darkHidden display="flex">
        <IconMoon size={20} stroke={1.6} aria-hidden />
      </Box>
    </ActionIcon>
  )
}
