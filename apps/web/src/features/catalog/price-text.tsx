import { Text } from '@mantine/core'
import { formatTaka, takaToPoisha } from '@mela/shared/money-format'
import { useCatalogTranslation } from './locales/translation.ts'

/** A price as the API sends it (taka), shown as ৳1,23,456.50, or Free. */
export function PriceText({ taka }: { taka: number }) {
  const { t, language } = useCatalogTranslation()
  return (
    <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
      {taka === 0 ? t('price.free') : formatTaka(takaToPoisha(taka), { digits: language })}
    </Text>
  )
}
