import { Text, type TextProps } from '@mantine/core'
import { useDiscoveryTranslation } from './locales/translation.ts'
import { priceLabelOf } from './price.ts'

type Props = TextProps & { priceFrom: number | null; soldOut: boolean }

/** "From ৳500.00" or "Free" at the foot of a card; struck through once sold out. */
export function PriceTag({ priceFrom, soldOut, ...text }: Props) {
  const { t, lang } = useDiscoveryTranslation()
  const label = priceLabelOf(priceFrom, lang)
  if (!label) return null
  return (
    <Text fw={700} td={soldOut ? 'line-through' : undefined} c={soldOut ? 'dimmed' : undefined} {...text}>
      {label.key === 'free' ? t('card.free') : t('card.from', { price: label.price })}
    </Text>
  )
}
