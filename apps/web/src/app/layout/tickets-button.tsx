import { Button } from '@mantine/core'
import { isSuperuser, MOBILE_BREAKPOINT } from '@mela/shared/constants'
import { IconTicket } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSession } from '../../lib/session.ts'

/** The way to one's tickets; the superuser, who moderates rather than attends, loses it on phones. */
export function TicketsButton() {
  const { t } = useTranslation()
  const { user } = useSession()
  return (
    <Button
      component={Link}
      to="/tickets"
      variant="light"
      px="sm"
      leftSection={<IconTicket size={18} stroke={1.6} aria-hidden />}
      visibleFrom={isSuperuser(user?.Username) ? MOBILE_BREAKPOINT : undefined}
    >
      {t('nav.tickets')}
    </Button>
  )
}
