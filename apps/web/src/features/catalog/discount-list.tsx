import { Badge, Stack, Text } from '@mantine/core'
import type { Discount } from '@mela/shared/catalog'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import { formatTaka, takaToPoisha } from '@mela/shared/money-format'
import { ticketName } from '../../lib/localized.ts'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { CatalogItem } from './catalog-item.tsx'
import { expiryPassed } from './discount-form-values.ts'
import { useCatalogTranslation } from './locales/translation.ts'

type Props = { discounts: Discount[]; accountId: string; canManage: boolean }

/** An event's discount codes: how much off, uses of the maximum, expiry and the tickets they apply to. */
export function DiscountList({ discounts, accountId, canManage }: Props) {
  const { t, language } = useCatalogTranslation()
  const digits = (value: number) => localizeDigits(String(value), language)
  const now = new Date()
  const amountOf = (discount: Discount) =>
    discount.DiscountType === 'percentage'
      ? `${digits(discount.Amount)}%`
      : formatTaka(takaToPoisha(discount.Amount), { digits: language })
  const expiryOf = ({ ExpiresAt }: Discount) => {
    if (!ExpiresAt) return t('discounts.noExpiry')
    const date = formatDate(ExpiresAt, DATE_TIME_SHOWN, { lang: language })
    return t(expiryPassed({ ExpiresAt }, now) ? 'discounts.expired' : 'discounts.expires', { date })
  }

  return (
    <Stack gap="sm">
      {discounts.map((discount) => (
        <CatalogItem
          key={discount.ID}
          name={discount.Code}
          aside={
            <Stack gap={0} align="flex-end">
              <Badge variant="light" size="lg" tt="none">
                {t('discounts.off', { amount: amountOf(discount) })}
              </Badge>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('discounts.uses', { used: digits(discount.Used), max: digits(discount.MaxUses) })}
              </Text>
            </Stack>
          }
          edit={
            canManage
              ? {
                  label: t('discounts.editLabel', { code: discount.Code }),
                  onClick: () =>
                    openSidebar({
                      form: 'discount',
                      props: { eventId: discount.EventID, accountId, discount },
                    }),
                }
              : undefined
          }
        >
          <Text size="sm" c={expiryPassed(discount, now) ? 'red' : 'dimmed'}>
            {expiryOf(discount)}
          </Text>
          <Text size="sm" c="dimmed">
            {discount.Tickets.length > 0
              ? discount.Tickets.map((ticket) => ticketName(ticket, language)).join(', ')
              : t('discounts.allTickets')}
            {discount.MinTickets > 0 &&
              ` · ${t('discounts.minTickets', { count: digits(discount.MinTickets) })}`}
          </Text>
          {discount.Description && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {discount.Description}
            </Text>
          )}
        </CatalogItem>
      ))}
    </Stack>
  )
}
