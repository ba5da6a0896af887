import { Button, Card, Group, Stack, Text } from '@mantine/core'
import { DATE_TIME_FULL, formatDate } from '@mela/shared/dates'
import type { Purchase } from '@mela/shared/purchase'
import { IconChevronRight, IconPrinter } from '@tabler/icons-react'
import { Link } from 'react-router'
import { localized } from '../../../lib/localized.ts'
import { PdfDownloadButton } from '../../../lib/pdf-download-button.tsx'
import { countText, priceText } from '../../../lib/price-format.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { PurchaseStatusBadge } from '../purchase-status-badge.tsx'
import { seatsStillTheirs } from './seats-still-theirs.ts'

/**
 * One of my purchases in the list: event, when, how many seats are still mine, status; opens the ticket view.
 * A purchase with tickets offers their PDF, and Print, which opens the ticket view and its print dialog.
 */
export function PurchaseCard({ purchase }: { purchase: Purchase }) {
  const { t, language } = useCheckoutTranslation()
  const { held, passedOn } = seatsStillTheirs(purchase)
  const counts = [
    held > 0 && t('list.seats', { count: held, n: countText(held, language) }),
    passedOn > 0 && t('list.passedOn', { count: passedOn, n: countText(passedOn, language) }),
    priceText(purchase.Total, language),
  ].filter(Boolean)
  const event = localized(purchase.Event, language)
  const printable = purchase.Items.some((item) => item.Code)
  return (
    <Stack gap={4}>
      <Card
        withBorder
        padding="md"
        component={Link}
        to={`/purchase/view/${purchase.ID}`}
        aria-label={t('list.open', { title: event.Title })}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {event.Title}
            </Text>
            <Text size="sm">{formatDate(event.StartsAt, DATE_TIME_FULL, { lang: language })}</Text>
            <Group gap="xs">
              <PurchaseStatusBadge
                status={purchase.Status}
                paymentStatus={purchase.PaymentStatus}
                expiresAt={purchase.ExpiresAt}
              />
              <Text size="sm" c="dimmed">
                {counts.join(' · ')}
              </Text>
            </Group>
          </Stack>
          <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
        </Group>
      </Card>
      {/* Beside the card, not in it: the card is a link, and a button inside a link is neither. */}
      {printable && (
        <Group gap={4}>
          <PdfDownloadButton
            variant="subtle"
            size="xs"
            path={`/purchase/${encodeURIComponent(purchase.ID)}/tickets.pdf`}
            query={{ lang: language }}
            fileName={`tickets-${purchase.ID.slice(0, 8).toUpperCase()}.pdf`}
            label={t('view.downloadPdf')}
          />
          <Button
            variant="subtle"
            size="xs"
            component={Link}
            to={`/purchase/view/${purchase.ID}?print=1`}
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            {t('view.print')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
