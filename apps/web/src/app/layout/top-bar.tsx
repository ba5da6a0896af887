import { Box, Burger, Button, Group } from '@mantine/core'
import { MOBILE_BREAKPOINT } from '@mela/shared/constants'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { useSession } from '../../lib/session.ts'
import { withRestStyles } from '../styles/rest-styles.ts'
import { AuthButtons } from './auth-buttons.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { Logo } from './logo.tsx'
import { NAV_LINKS } from './nav-links.ts'
import { useRenderedPage } from './rendered-page.ts'
import { ThemeSwitch } from './theme-switch.tsx'
import { TicketsButton } from './tickets-button.tsx'
import classes from './top-bar.module.css'

// Only signed-in visitors see the menu: its code (menus, popovers) stays out of the first download.
const UserMenu = lazy(() =>
  withRestStyles(import('./user-menu.tsx')).then((module) => ({ default: module.UserMenu })),
)

type Props = {
  menuOpened: boolean
  onToggleMenu: () => void
  /** What a rendered page shows in place of the user menu or Login (it cannot know who is signed in). */
  userArea?: ReactNode
}

/** The one header of every page, the app's and the server-rendered ones (see RenderedPage). */
export function TopBar({ menuOpened, onToggleMenu, userArea }: Props) {
  const { t } = useTranslation()
  const { user } = useSession()
  const rendered = useRenderedPage()
  // The rendered page's script opens the menu: it reads these.
  const burgerScript = rendered && {
    'data-public': 'menu',
    'data-open-label': t('nav.openMenu'),
    'data-close-label': t('nav.closeMenu'),
  }
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          hiddenFrom={MOBILE_BREAKPOINT}
          size="sm"
          opened={menuOpened}
          onClick={onToggleMenu}
          aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={menuOpened}
          aria-controls="mobile-navigation"
          {...burgerScript}
        />
        <Logo />
        <Box component="nav" aria-label={t('nav.main')} visibleFrom={MOBILE_BREAKPOINT} ml="md">
          <Group gap={4} wrap="nowrap">
            {NAV_LINKS.map(({ to, labelKey }) => (
              <Button
                key={to}
                component={NavLink}
                to={to}
                variant="subtle"
                color="gray"
                className={classes.link}
              >
                {t(labelKey)}
              </Button>
            ))}
          </Group>
        </Box>
      </Group>
      <Group gap={8} wrap="nowrap">
        <TicketsButton />
        {/* On phones both switches live in the drawer: the bar must fit 360 px. */}
        <LanguageSwitch visibleFrom={MOBILE_BREAKPOINT} />
        <Box visibleFrom={MOBILE_BREAKPOINT}>
          <ThemeSwitch />
        </Box>
        {userArea ??
          (user ? (
            <Suspense fallback={<Box w={36} h={36} />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <AuthButtons compact />
          ))}
      </Group>
    </Group>
  )
}
