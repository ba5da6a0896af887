import { Avatar, Group, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { Link } from 'react-router'
import { imageUrl } from '../../../lib/media/image-url.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { performerName } from '../place.ts'

/** Who performs, each a link to the performer's page. */
export function EventPerformers({ performers }: { performers: Event['Performers'] }) {
  const { t } = useDiscoveryTranslation()
  if (performers.length === 0) return null
  return (
    <section aria-labelledby="event-performers">
      <Title order={2} size="h3" id="event-performers" mb="sm">
        {t('event.performers')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {performers.map((performer) => (
          <UnstyledButton key={performer.ID} component={Link} to={`/performer/${performer.ID}`} p={4}>
            <Group gap="sm" wrap="nowrap">
              <Avatar
                src={performer.Image ? imageUrl(performer.Image, { aspect: '1:1', width: 96 }) : null}
                alt=""
                size={48}
                radius="xl"
                color="mela"
              >
                {performer.FirstName.charAt(0)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} td="underline" style={{ overflowWrap: 'anywhere' }}>
                  {performerName(performer)}
                </Text>
                {performer.AlternativeName && (
                  <Text size="sm" c="dimmed">
                    {performer.AlternativeName}
                  </Text>
                )}
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </section>
  )
}
