import { Alert, Grid, Stack } from '@mantine/core'
import type { Bundle, Ticket } from '@mela/shared/catalog'
import type { Event, FormField } from '@mela/shared/event'
import { paymentOf } from '@mela/shared/payment-options'
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react'
import { withRestStyles } from '../../../app/styles/rest-styles.ts'
import { useSession } from '../../../lib/session.ts'
import {
  hasLines,
  orderLines,
  seatedTicketIds,
  seatsChosenForBuyer,
  selectionFromSearch,
} from '../../../lib/ticket-picker/selection.ts'
import { TicketPicker } from '../../../lib/ticket-picker/ticket-picker.tsx'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { PaymentMethodChoice } from '../payment-method-choice.tsx'
import { methodName } from '../payment-names.ts'
import { usePaymentChoice } from '../use-payment-choice.ts'
import { answersToSend } from './answers.ts'
import { BuyerForm } from './buyer-form.tsx'
import type { CheckoutChecks } from './checkout-checks.ts'
import { DiscountField } from './discount-field.tsx'
import { OrderSummary } from './order-summary.tsx'
import { PayButton } from './pay-button.tsx'
import { type CheckoutValues, useCheckoutForm } from './use-checkout-form.ts'
import { usePlaceOrder } from './use-place-order.ts'
import { useQuote } from './use-quote.ts'

// Most events ask nothing: their checkout never downloads the question fields (checkbox, textarea…).
const QuestionsSection = lazy(() =>
  withRestStyles(import('./questions-section.tsx')).then((module) => ({
    default: module.QuestionsSection,
  })),
)

// On a phone the Pay button is far below the questions: take the buyer to what needs fixing.
const focusFirstError = () =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus())

type Props = {
  event: Event
  tickets: Ticket[]
  bundles: Bundle[]
  fields: FormField[]
  onSignIn: () => void
  /** Joining the waiting list of the sold-out tickets (the waiting list's piece, given by the route). */
  waitlistOf: WaitlistOf
}

export type WaitlistOf = (eventId: string, tickets: Ticket[]) => ReactNode

/** The whole order on one screen: seats, code, questions, buyer, price and Pay. */
export function CheckoutForm({ event, tickets, bundles, fields, onSignIn, waitlistOf }: Props) {
  const { t, language } = useCheckoutTranslation()
  const signedOut = !useSession().user
  // "Try again" after a failed payment comes back with the same lines picked.
  const [selection, setSelection] = useState(() => selectionFromSearch(window.location.search))
  const seated = seatedTicketIds(tickets)
  const lines = orderLines(selection, tickets, bundles, seated)
  // Seats the server chooses are held and shown to the buyer before bKash, never first seen on the ticket.
  const holdFirst = seatsChosenForBuyer(lines, bundles, seated)
  const pricing = useQuote(event.ID, lines)
  const { form, loadChecks } = useCheckoutForm(fields, signedOut)
  const payment = usePaymentChoice(event.ID, { remember: true })
  const order = usePlaceOrder(event.ID, { onFieldErrors: form.setErrors, onCodeError: pricing.setCodeError })
  const onSale = Boolean(event.PublishedAt) && new Date(event.EndsAt) > new Date()
  // Nothing left to buy: the waiting list is the form here, not a second name and phone for an order.
  const buyable = [...tickets, ...bundles].some((item) => item.Available > 0)

  const pay = (values: CheckoutValues, checks: CheckoutChecks) => {
    // Enter in a field submits too: only the price on the button, for the current choice, is paid.
    if (!pricing.quote || pricing.pricing || order.busy) return
    order.place({
      EventID: event.ID,
      ...lines,
      DiscountCode: pricing.appliedCode,
      Answers: answersToSend(values.Answers),
      ...(pricing.quote.Total === 0 ? { PaymentMethod: 'free' as const } : paymentOf(payment.chosen.Option)),
      Buyer: signedOut ? checks.buyer(values.Buyer) : undefined,
      PhoneCode: signedOut && values.PhoneCode ? values.PhoneCode : undefined,
      // A guest's tickets come by mail and SMS in the language they bought in.
      Language: signedOut ? language : undefined,
    })
  }
  const submit = async (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault()
    const checks = await loadChecks()
    form.onSubmit((values) => pay(values, checks), focusFirstError)()
  }

  const quote = pricing.quote
  const paying = methodName(payment.chosen, language)
  return (
    <form noValidate onSubmit={submit} onFocusCapture={() => void loadChecks()}>
      <Grid gap={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            {!onSale && <Alert color="yellow">{t('picker.notOnSale')}</Alert>}
            <TicketPicker
              tickets={tickets}
              bundles={bundles}
              selection={selection}
              onChange={setSelection}
              seated={seated}
              eventId={event.ID}
            />
            {tickets.some((ticket) => ticket.Available <= 0) && waitlistOf(event.ID, tickets)}
            {buyable && fields.length > 0 && (
              <Suspense fallback={null}>
                <QuestionsSection fields={fields} form={form} />
              </Suspense>
            )}
            {buyable && signedOut && <BuyerForm form={form} signIn={{ open: onSignIn }} />}
          </Stack>
        </Grid.Col>
        {/* Nothing to buy: no empty order box; the waiting list above is the next step. */}
        {buyable && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <div style={{ position: 'sticky', top: 76 }}>
              <OrderSummary
                quote={quote}
                tickets={tickets}
                stale={pricing.pricing}
                quoteError={pricing.quoteError}
                orderAlert={order.alert}
                discount={
                  <DiscountField
                    appliedCode={pricing.appliedCode}
                    error={pricing.codeError}
                    applying={pricing.applying}
                    canApply={hasLines(lines)}
                    onApply={pricing.apply}
                    onRemove={pricing.removeCode}
                    change={
                      quote && quote.Discount > 0 ? { before: quote.Subtotal, after: quote.Total } : undefined
                    }
                  />
                }
                paymentChoice={
                  // Nothing to pay, nothing to choose; the choice waits for a price to be paid.
                  quote &&
                  quote.Total > 0 && (
                    <PaymentMethodChoice choice={payment} label={t('payment.label')} disabled={order.busy} />
                  )
                }
                payButton={
                  <PayButton
                    quote={quote}
                    pricing={pricing.pricing}
                    busy={order.busy}
                    disabled={!onSale}
                    holdFirst={holdFirst}
                    method={payment.chosen}
                  />
                }
                method={paying}
                holdFirst={holdFirst}
              />
            </div>
          </Grid.Col>
        )}
      </Grid>
    </form>
  )
}
