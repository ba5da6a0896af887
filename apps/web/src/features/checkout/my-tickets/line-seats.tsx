import { Text } from '@mantine/core'
import type { PurchaseItem, QuoteLine } from '@mela/shared/purchase'
import { Fragment } from 'react'
import { seatRunLabels } from '../../../lib/seat-map/seat-label.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'

/**
 * Where a purchase line's tickets sit, row by row ("Section Stalls · Row A · Seat 4–7"): a bundle's seats
 * were chosen by the server, so this is where its buyer first learns them. Nothing for general admission.
 */
export function LineSeats({ line, items }: { line: QuoteLine; items: PurchaseItem[] }) {
  const { language } = useCheckoutTranslation()
  const ofLine = items.filter((item) =>
    line.Kind === 'bundle' ? item.BundleID === line.ID : item.TicketID === line.ID && !item.BundleID,
  )
  return (
    <>
      {seatRunLabels(ofLine, language).map((label) => (
        <Text key={label} size="sm" fw={600} data-testid="line-seats">
          {/* "Seat 1–4" never breaks in two on a narrow phone; the label breaks between its parts. */}
          {label.split(' · ').map((part, i) => (
            <Fragment key={part}>
              {i > 0 && ' · '}
              <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
            </Fragment>
          ))}
        </Text>
      ))}
    </>
  )
}
