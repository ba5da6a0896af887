import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { IconQrcode, IconSearch, IconWallet } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

const HIGHLIGHTS = [
  { Icon: IconSearch, title: 'landing.discoverTitle', text: 'landing.discoverText' },
  { Icon: IconWallet, title: 'landing.payTitle', text: 'landing.payText' },
  { Icon: IconQrcode, title: 'landing.ticketTitle', text: 'landing.ticketText' },
] as const

/** Why buy through Mela, in three short points. */
export function LandingHighlights() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="landing-highlights">
      <Title order={2} id="landing-highlights" mb="md">
        {t('landing.highlights')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {HIGHLIGHTS.map(({ Icon, title, text }) => (
          <Paper key={title} withBorder p="lg" radius="md">
            <ThemeIcon size={44} radius="md" variant="light" mb="md">
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {t(title)}
            </Title>
            <Text c="dimmed">{t(text)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  )
}
