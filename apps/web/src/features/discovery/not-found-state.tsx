import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { useDiscoveryTranslation } from './locales/translation.ts'

/** A friendly 404 for an event, performer or organization that is not (or no longer) there. */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  const { t } = useDiscoveryTranslation()
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} to="/feed">
          {t('common.browseEvents')}
        </Button>
      </Stack>
    </Container>
  )
}
