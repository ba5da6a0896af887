import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { FinalizeOutcome } from './finalize-outcome.tsx'
import { useFinalize } from './use-finalize.ts'

/** How long "Payment received" stays before the tickets open by themselves. */
export const TICKETS_AFTER_MS = 2000

type Props = { purchaseId: string; paymentID: string | null; status: string | null }

/** /purchase/bkash/finalize/{id}: where bKash sends the buyer back; settles the payment once. */
export function BkashFinalizePage({ purchaseId, paymentID, status }: Props) {
  const { t } = useCheckoutTranslation()
  const navigate = useNavigate()
  const finalize = useFinalize(purchaseId, paymentID, status)
  const paid = finalize.data?.Status === 'paid'
  // Back in another browser than the one the purchase started in, the tickets open with the access given.
  const access = finalize.data?.Access
  const viewPath = `/purchase/view/${purchaseId}${access ? `?access=${encodeURIComponent(access)}` : ''}`

  useEffect(() => {
    if (!paid) return
    const timer = window.setTimeout(() => navigate(viewPath, { replace: true }), TICKETS_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [paid, navigate, viewPath])

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('finalize.title')}
        </Title>
        {finalize.data || finalize.error || finalize.missing ? (
          <FinalizeOutcome purchase={finalize.data} error={finalize.error} missing={finalize.missing} />
        ) : (
          <Center py="xl">
            <Stack align="center" gap="sm" role="status">
              <Loader aria-hidden />
              <Text>{t('finalize.working')}</Text>
            </Stack>
          </Center>
        )}
        {paid && (
          <Button component={Link} to={viewPath} replace size="md" w="fit-content">
            {t('finalize.seeTickets')}
          </Button>
        )}
      </Stack>
    </Container>
  )
}
