import { Button, NativeSelect, Stack } from '@mantine/core'
import type { Bundle, Ticket } from '@mela/shared/catalog'
import type { PaymentMethodOption } from '@mela/shared/payment-methods'
import type { PublicLanguage } from '@mela/shared/public-page'
import { useCheckoutTranslation } from '../features/checkout/locales/translation.ts'
import { methodName } from '../features/checkout/payment-names.ts'
import { ticketName } from '../lib/localized.ts'
import { countText } from '../lib/price-format.ts'
import { useSeatMapTranslation } from '../lib/seat-map/translation.ts'
import { maxOfBundle, maxOfTicket, type Selection } from '../lib/ticket-picker/selection.ts'
import { useTicketPickerTranslation } from '../lib/ticket-picker/translation.ts'

// Checkout with scripts off (a browser without them, a phone that blocks them): the steppers and the
// radio cards need the page's script, so these plain choices stand in for them and the form posts.

const counts = (max: number, language: PublicLanguage) =>
  Array.from({ length: Math.min(max, 20) + 1 }, (_, n) => ({
    value: String(n),
    label: countText(n, language),
  }))

type LinesProps = { tickets: Ticket[]; bundles: Bundle[]; selection: Selection; lang: PublicLanguage }

/**
 * How many of each ticket and bundle still on sale, as dropdowns named `ticket:{id}` and `bundle:{id}`;
 * a seated ticket's is its "best available" count (`best:{id}`): the server picks seats side by side.
 */
export function NoScriptLines({ tickets, bundles, selection, lang }: LinesProps) {
  const { t } = useTicketPickerTranslation()
  const seats = useSeatMapTranslation()
  const lines = [
    ...tickets.map((ticket) => ({
      key: `${ticket.Seated ? 'best' : 'ticket'}:${ticket.ID}`,
      label: ticket.Seated
        ? seats.t('best.of', { name: ticketName(ticket, lang) })
        : t('quantityOf', { name: ticketName(ticket, lang) }),
      max: maxOfTicket(ticket),
      value: (ticket.Seated ? selection.best?.[ticket.ID] : selection.tickets[ticket.ID]) ?? 0,
    })),
    ...bundles.map((bundle) => ({
      key: `bundle:${bundle.ID}`,
      label: t('quantityOf', { name: bundle.Name }),
      max: maxOfBundle(bundle),
      value: selection.bundles[bundle.ID] ?? 0,
    })),
  ].filter((line) => line.max > 0)
  return (
    <noscript>
      <Stack gap="xs">
        {lines.map((line) => (
          <NativeSelect
            key={line.key}
            name={line.key}
            label={line.label}
            data={counts(line.max, lang)}
            defaultValue={String(Math.min(line.value, line.max))}
          />
        ))}
      </Stack>
    </noscript>
  )
}

type PayProps = { methods: PaymentMethodOption[]; lang: PublicLanguage; onSale: boolean }

/** The way of paying as a dropdown and the button that posts the order. */
export function NoScriptPay({ methods, lang, onSale }: PayProps) {
  const { t } = useCheckoutTranslation()
  return (
    <noscript>
      {/* Without the script, its steppers, radio cards and Pay do nothing: these stand in for them. */}
      <style>{'[data-line] [role="group"],[data-look="payment"],[data-look="pay"]{display:none}'}</style>
      <Stack gap="sm">
        <NativeSelect
          name="PaymentOption"
          label={t('payment.label')}
          data={methods.map((method) => ({ value: method.Option, label: methodName(method, lang) }))}
        />
        <Button type="submit" size="lg" fullWidth disabled={!onSale}>
          {t('pay.continue')}
        </Button>
      </Stack>
    </noscript>
  )
}
