import { Anchor, Avatar, Grid, Group, Stack, Text, Title } from '@mantine/core'
import type { PerformerPage } from '@mela/shared/catalog'
import { Link } from 'react-router'
import { imageUrl } from '../../../lib/media/image-url.ts'
import { FollowButton } from '../follow/follow-button.tsx'
import { useDiscoveryTranslation } from '../locales/translation.ts'
import { MarkdownText } from '../markdown/markdown-text.tsx'
import { feedPathOf, performerName } from '../place.ts'

const PHOTO_SIZE = 160

/** A performer's photo, names, biography and the organizations they perform with. */
export function PerformerHeader({ performer }: { performer: PerformerPage }) {
  const { t } = useDiscoveryTranslation()
  const name = performerName(performer)
  // Asked for at twice the shown size for sharp photos on dense screens.
  const photo = performer.Image ? imageUrl(performer.Image, { aspect: '1:1', width: PHOTO_SIZE * 2 }) : null
  return (
    <Grid gap="xl" align="flex-start">
      <Grid.Col span={{ base: 12, sm: 'content' }}>
        <Avatar
          src={photo}
          alt={t('performer.photo', { name })}
          size={PHOTO_SIZE}
          radius={PHOTO_SIZE}
          color="mela"
          mx="auto"
        >
          {performer.FirstName.charAt(0)}
        </Avatar>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 'auto' }}>
        <Stack gap="sm" miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {performer.AlternativeName && (
            <Text size="lg" c="dimmed">
              {t('performer.alsoKnownAs', { name: performer.AlternativeName })}
            </Text>
          )}
          <FollowButton target={{ PerformerID: performer.ID }} name={name} />
          {performer.Organizations.length > 0 && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('performer.organizations')}:
              </Text>
              {performer.Organizations.map((organization) => (
                <Anchor key={organization.ID} component={Link} to={feedPathOf(organization)} size="sm">
                  {organization.Name}
                </Anchor>
              ))}
            </Group>
          )}
          {performer.Biography && (
            <section aria-labelledby="performer-biography">
              <Title order={2} size="h4" id="performer-biography" mt="sm" mb="xs">
                {t('performer.biography')}
              </Title>
              <MarkdownText source={performer.Biography} headingOrder={3} />
            </section>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  )
}
