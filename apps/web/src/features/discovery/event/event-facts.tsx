import { Anchor, Avatar, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { IconCalendarEvent, IconMapPin, IconUsersGroup, IconWorld } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useEventNames } from '../../../lib/event-names/translation.ts'
import { imageUrl } from '../../../lib/media/image-url.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { feedPathOf } from '../place.ts'
import { VerifiedMark } from '../verified-mark.tsx'
import { EventWhenText } from './event-when-text.tsx'

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={36} radius="md">
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  )
}

/** When, where and by whom. An online event says so; its joining link comes only with a ticket. */
export function EventFacts({ event }: { event: Event }) {
  const { t } = useDiscoveryTranslation()
  const names = useEventNames()
  const district = event.District ? names.district(event.District) : null
  const logo = event.Account.ImageURL ? imageUrl(event.Account.ImageURL, { aspect: '1:1', width: 48 }) : null
  return (
    <Stack gap="md">
      <Fact icon={<IconCalendarEvent size={20} aria-hidden />} label={t('event.when')}>
        <EventWhenText startsAt={event.StartsAt} endsAt={event.EndsAt} />
      </Fact>
      <Fact
        icon={event.Online ? <IconWorld size={20} aria-hidden /> : <IconMapPin size={20} aria-hidden />}
        label={t('event.where')}
      >
        {event.Online ? (
          <>
            <Text fw={600}>{t('common.onlineEvent')}</Text>
            <Text size="sm" c="dimmed">
              {t('event.onlineHint')}
            </Text>
          </>
        ) : (
          <>
            {event.Venue && <Text fw={600}>{event.Venue}</Text>}
            {[event.Address, district].filter(Boolean).length > 0 && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[event.Address, district].filter(Boolean).join(', ')}
              </Text>
            )}
          </>
        )}
      </Fact>
      <Fact icon={<IconUsersGroup size={20} aria-hidden />} label={t('event.organizer')}>
        <Group gap="xs" wrap="nowrap" mt={2}>
          <Avatar src={logo} alt="" size={24} radius="sm" color="mela">
            {event.Account.Name.charAt(0)}
          </Avatar>
          <Anchor
            component={Link}
            to={feedPathOf(event.Account)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {event.Account.Name}
          </Anchor>
          {event.Account.Verified && <VerifiedMark />}
        </Group>
      </Fact>
    </Stack>
  )
}
