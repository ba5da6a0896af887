import { Button, Group } from '@mantine/core'
import { MOBILE_BREAKPOINT } from '@mela/shared/constants'
import { useTranslation } from 'react-i18next'
import { type AuthTab, openAuthDialog } from '../../features/auth/auth-dialog-store.ts'
import { useRenderedPage } from './rendered-page.ts'

type Props = {
  /** The top bar on phones: only Login fits, Register lives in the drawer. */
  compact?: boolean
  /** Called as the dialog opens, e.g. so the mobile drawer gets out of the way. */
  onOpen?: () => void
}

/**
 * Login and Register open the auth dialog on their tab, over the page the visitor is on (product §2);
 * on a rendered page they are links to the app's login page, which comes back to the page.
 */
export function AuthButtons({ compact = false, onOpen }: Props) {
  const { t } = useTranslation()
  const rendered = useRenderedPage()
  const open = (tab: AuthTab) =>
    rendered
      ? ({ component: 'a', href: tab === 'login' ? rendered.loginUrl : '/login?tab=register' } as const)
      : {
          onClick: () => {
            onOpen?.()
            openAuthDialog(tab)
          },
          'aria-haspopup': 'dialog' as const,
        }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" {...open('login')}>
        {t('nav.login')}
      </Button>
      <Button {...open('register')} visibleFrom={compact ? MOBILE_BREAKPOINT : undefined}>
        {t('nav.register')}
      </Button>
    </Group>
  )
}
