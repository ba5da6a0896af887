import { Button } from '@mantine/core'
import { IconCalendarPlus } from '@tabler/icons-react'
import { useCheckoutTranslation } from '../locales/translation.ts'

/** "Add to calendar" on a ticket: the server's .ics of the event (venue, reminder 2 hours before). */
export function CalendarLink({ eventId }: { eventId: string }) {
  const { t, language } = useCheckoutTranslation()
  const href = `/api/event/${eventId}/calendar.ics${language === 'bn' ? '?lang=bn' : ''}`
  return (
    <Button
      component="a"
      href={href}
      download
      size="md"
      variant="light"
      leftSection={<IconCalendarPlus size={18} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('view.addToCalendar')}
    </Button>
  )
}
