import { Button } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { IconCalendarPlus } from '@tabler/icons-react'
import { useEventNames } from '../../../lib/event-names/translation.ts'
import { buildIcs, icsFileName } from '../ics.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'

/** Downloads the event as an .ics file that any calendar app opens. */
export function CalendarButton({ event, url }: { event: Event; url: string }) {
  const { t } = useDiscoveryTranslation()
  const names = useEventNames()
  const download = () => {
    const district = event.District ? names.district(event.District) : null
    const location = event.Online
      ? t('common.onlineEvent')
      : [event.Venue, event.Address, district].filter(Boolean).join(', ')
    const ics = buildIcs(
      {
        uid: `${event.ID}@${window.location.hostname}`,
        title: event.Title,
        startsAt: event.StartsAt,
        endsAt: event.EndsAt,
        location,
        url,
        description: [event.Description, url].filter(Boolean).join('\n\n'),
      },
      new Date(),
    )
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }))
    link.download = icsFileName(event.Title)
    document.body.append(link)
    link.click()
    link.remove()
    // The download has started by now; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(link.href), 1000)
  }
  return (
    <Button variant="light" leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={download}>
      {t('event.addToCalendar')}
    </Button>
  )
}
