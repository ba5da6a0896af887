import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useDiscoveryTranslation } from '../locales/translation.ts'

/** The word to organizers at the foot of the home page. */
export function OrganizerCall() {
  const { t } = useTranslation()
  const discovery = useDiscoveryTranslation()
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="landing-organize">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" visibleFrom="xs">
          <IconCalendarEvent size={24} aria-hidden />
        </ThemeIcon>
        <Stack gap={6} align="flex-start">
          <Title order={2} size="h3" id="landing-organize">
            {t('landing.organizeTitle')}
          </Title>
          <Text c="dimmed">{t('landing.organizeText')}</Text>
          <Group gap="md" mt={4}>
            <Button component={Link} to="/organization">
              {discovery.t('landing.organizeStart')}
            </Button>
            <Anchor component={Link} to="/faq#organize-event">
              {t('landing.organizeLink')}
            </Anchor>
          </Group>
        </Stack>
      </Group>
    </Paper>
  )
}
