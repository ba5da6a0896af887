import { Divider, Group, Stack, Text } from '@mantine/core'
import type { Quote, QuoteLine } from '@mela/shared/purchase'
import type { ReactNode } from 'react'
import { priceText, quoteLineText, takaText } from '../../lib/price-format.ts'
import { useCheckoutTranslation } from './locales/translation.ts'
import { lineName, type NamedTicket } from './ticket-names.ts'

type Props = {
  quote: Quote
  /** Dims the figures while a newer choice is being priced. */
  stale?: boolean
  /** The tickets of the lines, to name them in the reader's language. */
  tickets?: NamedTicket[]
  /** More under a line (a purchase's seats of it). */
  below?: (line: QuoteLine) => ReactNode
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  )
}

/**
 * The price of an order line by line, then subtotal, discount, the way of paying's fee (when the event
 * passes it to buyers) and total in ৳.
 */
export function QuoteSummary({ quote, stale = false, tickets = [], below }: Props) {
  const { t, language } = useCheckoutTranslation()
  return (
    <Stack gap={6} opacity={stale ? 0.6 : 1} aria-busy={stale || undefined}>
      {quote.Lines.map((line) => {
        const text = quoteLineText(line, language)
        return (
          <Group
            key={`${line.Kind}-${line.ID}`}
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
            gap="sm"
          >
            <div style={{ minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {lineName(line, tickets, language)}
              </Text>
              <Text size="xs" c="dimmed">
                {text.detail}
              </Text>
              {below?.(line)}
            </div>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {text.amount}
            </Text>
          </Group>
        )
      })}
      <Divider my={4} />
      <Row label={t('quote.subtotal')} value={priceText(quote.Subtotal, language)} />
      {quote.Discount > 0 && (
        <Row label={t('quote.discount')} value={`−${takaText(quote.Discount, language)}`} />
      )}
      {quote.Surcharge > 0 && (
        <Row label={t('quote.surcharge')} value={`+${takaText(quote.Surcharge, language)}`} />
      )}
      <Row label={t('quote.total')} value={priceText(quote.Total, language)} strong />
    </Stack>
  )
}
