import { Button, Group } from '@mantine/core'
import { MOBILE_BREAKPOINT } from '@mela/shared/constants'
import { useTranslation } from 'react-i18next'
import { type AuthTab, openAuthDialog } from '../../features/auth/auth-dialog-store.ts'

type Props = {
  /** The top bar on phones: only Login fits, Register lives in the drawer. */
  compact?: boolean
  /** Called as the dialog opens, e.g. so the mobile drawer gets out of the way. */
  onOpen?: () => void
}

/** Login and Register open the auth dialog on their tab, over the page the visitor is on (SPEC §2). */
export function AuthButtons({ compact = false, onOpen }: Props) {
  const { t } = useTranslation()
  const open = (tab: AuthTab) => () => {
    onOpen?.()
    openAuthDialog(tab)
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" onClick={open('login')} aria-haspopup="dialog">
        {t('nav.login')}
      </Button>
      <Button
        onClick={open('register')}
        aria-haspopup="dialog"
        visibleFrom={compact ? MOBILE_BREAKPOINT : undefined}
      >
        {t('nav.register')}
      </Button>
    </Group>
  )
}
