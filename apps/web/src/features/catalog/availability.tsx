import { Badge, Progress, Stack, Text } from '@mantine/core'
import { localizeDigits } from '@mela/shared/digits'
import { useCatalogTranslation } from './locales/translation.ts'

/** How many of a ticket are sold out of its capacity, as text and a bar. */
export function Availability({ sold, capacity }: { sold: number; capacity: number }) {
  const { t, language } = useCatalogTranslation()
  const digits = (value: number) => localizeDigits(String(value), language)
  if (sold >= capacity) return <Badge color="red">{t('availability.soldOut')}</Badge>
  const numbers = { sold: digits(sold), capacity: digits(capacity) }
  return (
    <Stack gap={4} w={110}>
      <Text size="sm" ta="right">
        {t('availability.sold', numbers)}
      </Text>
      <Progress
        value={capacity > 0 ? (sold / capacity) * 100 : 0}
        size="sm"
        aria-label={t('availability.label', numbers)}
      />
    </Stack>
  )
}
