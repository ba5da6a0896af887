import { Alert, Button, Container, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { eventQuery } from '../api.ts'
import { EventSummary } from '../event-summary.tsx'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { PageState } from '../page-state.tsx'

/**
 * /purchase/create/event/{eventId} as the app answers it: checkout is rendered on the server
 * (docs/decisions/queued-checkout-rendered.md), so the app is reached only when the server did not render
 * it: an event its team alone may see, which is not on sale, or a page the server could not draw (a seated
 * event's plan unread, the renderer failing, Vite's dev server), which a reload asks of the server again.
 * Reached by the app's own navigation (a link without `reloadDocument`), it loads the page from the server.
 */
export function CheckoutUnavailable({ eventId }: { eventId: string }) {
  const { t } = useCheckoutTranslation()
  const location = useLocation()
  // 'default': this document's first page, which the server answered; anything else came from the app.
  const inApp = location.key !== 'default'
  useEffect(() => {
    if (inApp) window.location.replace(location.pathname + location.search)
  }, [inApp, location.pathname, location.search])
  const { data: event, error } = useQuery(eventQuery(eventId))
  const onSale = event?.PublishedAt && !event.HiddenAt && new Date(event.EndsAt) > new Date()
  return (
    <Container size="lg" py="xl">
      {event && !inApp ? (
        <Stack gap="xl">
          <EventSummary event={event} organizer={event.Account.Name} />
          {onSale ? (
            <Alert color="red" variant="light" role="alert">
              <Stack gap="sm" align="flex-start">
                {t('errors.somethingWentWrong', { ns: 'translation' })}
                {/* A document load, not the app's router: the server draws checkout. */}
                <Button component="a" href={`/purchase/create/event/${eventId}`} variant="light">
                  {t('finalize.tryAgain')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Alert color="yellow">{t('picker.notOnSale')}</Alert>
          )}
        </Stack>
      ) : (
        <PageState error={error} />
      )}
    </Container>
  )
}
