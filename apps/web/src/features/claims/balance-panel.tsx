import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ClaimBalance } from '@mela/shared/claim'
import { useClaimsTranslation } from './locales/translation.ts'
import { taka } from './money.ts'

const FIGURES = [
  ['gross', 'Gross'],
  ['refunded', 'Refunded'],
  ['fees', 'Fees'],
  ['claimed', 'Claimed'],
] as const

/** Sales, refunds, the platform's fee, what was claimed and what is left to claim. */
export function BalancePanel({ balance }: { balance: ClaimBalance }) {
  const { t, language } = useClaimsTranslation()
  return (
    <Stack gap="xs" component="section" aria-labelledby="balance-title">
      <Title order={2} size="h3" id="balance-title">
        {t('balance.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {FIGURES.map(([key, field]) => (
          <Paper key={key} withBorder p="sm">
            <Text size="sm" c="dimmed">
              {t(`balance.${key}`)}
            </Text>
            <Text fw={600}>{taka(balance[field], language)}</Text>
          </Paper>
        ))}
        <Paper withBorder p="sm" bg="var(--mantine-primary-color-light)">
          <Text size="sm">{t('balance.available')}</Text>
          <Text fw={700} size="lg" data-testid="available">
            {taka(balance.Available, language)}
          </Text>
        </Paper>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('balance.feePercent', {
          percent: balance.FeePercent.toLocaleString(language === 'bn' ? 'bn-BD' : 'en'),
        })}
      </Text>
    </Stack>
  )
}
