import { Text, Title } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { useTranslation } from 'react-i18next'

/** How long a seat offered from the waiting list is held for the one it is offered to. */
const OFFER_MINUTES = 30

/**
 * The waiting list's heading and what joining means, in the app and on the server-rendered event page
 * (which loads the waitlist texts itself, hence the bare useTranslation). `seated`: every sold-out
 * ticket is a seat of the plan; a standing crowd's list frees tickets, not seats.
 */
export function WaitlistHeading({ seated }: { seated: boolean }) {
  const { t, i18n } = useTranslation('waitlist')
  return (
    <>
      <Title order={2} size="h4">
        {t('waitlist.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(seated ? 'waitlist.intro' : 'waitlist.introTicket', {
          minutes: localizeDigits(String(OFFER_MINUTES), i18n.language === 'bn' ? 'bn' : 'en'),
        })}
      </Text>
    </>
  )
}
