import { Divider, Drawer, NavLink as NavItem, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { useSession } from '../../lib/session.ts'
import { AuthButtons } from './auth-buttons.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { NAV_LINKS } from './nav-links.ts'
import { useRenderedPage } from './rendered-page.ts'
import { SessionSlot } from './session-slot.tsx'
import { ThemeSwitch } from './theme-switch.tsx'

type Props = { opened: boolean; onClose: () => void }

/** Below the md breakpoint the top bar's links and switches move into this drawer. */
export function MobileNav({ opened, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Drawer
      id="mobile-navigation"
      opened={opened}
      onClose={onClose}
      title={t('nav.menu')}
      size="xs"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <MobileNavItems onClose={onClose} />
    </Drawer>
  )
}

/** The phone menu's links and switches, in the app's drawer and in a rendered page's panel alike. */
export function MobileNavItems({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const { user } = useSession()
  const rendered = useRenderedPage()
  return (
    <Stack gap="md">
      <nav aria-label={t('nav.main')}>
        {NAV_LINKS.map(({ to, labelKey }) => (
          <NavItem key={to} component={NavLink} to={to} label={t(labelKey)} onClick={onClose} />
        ))}
      </nav>
      <Divider />
      <LanguageSwitch fullWidth justify="flex-start" />
      <ThemeSwitch withLabel />
      {rendered ? (
        <SessionSlot>
          <AuthButtons />
        </SessionSlot>
      ) : (
        !user && <AuthButtons onOpen={onClose} />
      )}
    </Stack>
  )
}
