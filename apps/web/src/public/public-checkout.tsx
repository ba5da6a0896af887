import { Alert, Container, Grid, Stack, TextInput } from '@mantine/core'
import type { PublicLanguage, PublicPage } from '@mela/shared/public-page'
import { useRenderedPage } from '../app/layout/rendered-page.ts'
import { SessionSlot } from '../app/layout/session-slot.tsx'
import { BuyerForm } from '../features/checkout/buying/buyer-form.tsx'
import { QuestionsSection } from '../features/checkout/buying/questions-section.tsx'
import { useCheckoutForm } from '../features/checkout/buying/use-checkout-form.ts'
import { EventSummary } from '../features/checkout/event-summary.tsx'
import { useCheckoutTranslation } from '../features/checkout/locales/translation.ts'
import { BKASH_METHOD, inOurOrder } from '../features/checkout/payment-names.ts'
import { type Selection, seatedTicketIds, selectionFromSearch } from '../lib/ticket-picker/selection.ts'
import { TicketPicker } from '../lib/ticket-picker/ticket-picker.tsx'
import { checkoutData } from './checkout-data.ts'
import { NoScriptLines } from './no-script-order.tsx'
import { PublicOrderSummary } from './public-order-summary.tsx'
import { PublicPassTimer } from './public-pass-timer.tsx'
import queueViews from './public-queue.module.css'
import { PublicQueueWait } from './public-queue-wait.tsx'
import { PublicSeatChoice } from './public-seat-choice.tsx'
import { PublicWaitlist } from './public-waitlist.tsx'

type CheckoutPage = Extract<PublicPage, { kind: 'checkout' }>

const nothing = () => {}

/** The lines a posted form chose (`ticket:{id}`, `bundle:{id}`, `best:{id}` fields), to draw them again. */
function selectionPosted(values: Record<string, string>): Selection {
  const selection: Selection = { tickets: {}, bundles: {}, best: {} }
  for (const [name, value] of Object.entries(values)) {
    const [kind, id] = name.split(':')
    const quantity = Number.parseInt(value, 10) || 0
    if (kind === 'ticket' && id) selection.tickets[id] = quantity
    if (kind === 'bundle' && id) selection.bundles[id] = quantity
    if (kind === 'best' && id && selection.best) selection.best[id] = quantity
  }
  return selection
}

/**
 * A queued sale's page: the waiting screen, and the checkout under its pass's time left; the stylesheet
 * shows the one that fits the pass this browser holds (public-queue.module.css).
 */
export function PublicCheckoutPage(props: Parameters<typeof PublicCheckout>[0]) {
  const { queue, event } = props.page
  if (!queue) return <PublicCheckout {...props} />
  return (
    <>
      <PublicQueueWait event={event} opensAt={queue.opensAt} lang={props.lang} />
      <div className={queueViews.checkout}>
        <PublicPassTimer />
        <PublicCheckout {...props} />
      </div>
    </>
  )
}

/**
 * /purchase/create/event/{id}, drawn on the server with the app's own pieces (picker, questions, buyer,
 * order box; for a seated event the plan's picture, the seat list and best available) and worked by its
 * small script (checkout-island.ts): the buyer sees the tickets, prices, form and ways of paying before
 * any script has arrived.
 */
export function PublicCheckout({
  page,
  url,
  lang,
  seatMapScript,
}: {
  page: CheckoutPage
  url: string
  lang: PublicLanguage
  seatMapScript: string | null
}) {
  const { t } = useCheckoutTranslation()
  const rendered = useRenderedPage()
  const { event, tickets, bundles, fields } = page
  const { posted } = page
  const selection = posted ? selectionPosted(posted.values) : selectionFromSearch(url.split('?')[1] ?? '')
  const { form } = useCheckoutForm(fields, posted)
  const methods = page.methods.length > 0 ? inOurOrder(page.methods) : [BKASH_METHOD]
  const onSale = Boolean(event.PublishedAt) && new Date(event.EndsAt) > new Date()
  const buyable = [...tickets, ...bundles].some((item) => item.Available > 0)
  const data = checkoutData(page, methods, lang, seatMapScript)
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <EventSummary event={event} organizer={event.Account.Name} />
        {/* With scripts off the form posts (checkout-post.ts on the server); the script sends JSON instead. */}
        <form noValidate method="post" action={`/purchase/create/event/${event.ID}`} data-public="checkout">
          <script
            type="application/json"
            data-look="checkout-data"
            // The page's script reads the event's lines, words and ways of paying from here.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped
            dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
          />
          {/* The shape of an error line under a field, as Mantine draws it, for the script to copy. */}
          <template data-look="error-shape">
            <TextInput error="-" aria-hidden />
          </template>
          <Grid gap={{ base: 'lg', md: 'xl' }}>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="xl">
                {!onSale && <Alert color="yellow">{t('picker.notOnSale')}</Alert>}
                <TicketPicker
                  tickets={tickets}
                  bundles={bundles}
                  selection={selection}
                  onChange={nothing}
                  seated={seatedTicketIds(tickets)}
                />
                {page.plan && <PublicSeatChoice plan={page.plan} tickets={tickets} lang={lang} />}
                <NoScriptLines tickets={tickets} bundles={bundles} selection={selection} lang={lang} />
                {buyable && fields.length > 0 && (
                  <QuestionsSection fields={fields} form={form} nativeSelect />
                )}
                {buyable && (
                  <SessionSlot>
                    <BuyerForm form={form} signIn={{ href: rendered?.loginUrl ?? '/login' }} />
                  </SessionSlot>
                )}
              </Stack>
            </Grid.Col>
            {buyable && (
              <Grid.Col span={{ base: 12, md: 5 }}>
                <div style={{ position: 'sticky', top: 76 }}>
                  <PublicOrderSummary
                    tickets={tickets}
                    methods={methods}
                    onSale={onSale}
                    lang={lang}
                    posted={posted}
                  />
                </div>
              </Grid.Col>
            )}
          </Grid>
        </form>
        {/* Outside the order's form: the waiting list is a form of its own (waitlist-island.ts). */}
        {page.waitlist && <PublicWaitlist tickets={tickets} lang={lang} />}
      </Stack>
    </Container>
  )
}
