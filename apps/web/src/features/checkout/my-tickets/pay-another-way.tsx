import { Alert, Button, Stack, Text } from '@mantine/core'
import { poishaToTaka, takaToPoisha } from '@mela/shared/money'
import { optionOf, paymentOf } from '@mela/shared/payment-options'
import { surchargeOn } from '@mela/shared/payment-surcharges'
import type { Purchase } from '@mela/shared/purchase'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { translateText } from '../../../lib/error-text.ts'
import { notifyError } from '../../../lib/notify.ts'
import { takaText } from '../../../lib/price-format.ts'
import { payAgain, purchaseQuery } from '../api.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import { PaymentMethodChoice } from '../payment-method-choice.tsx'
import { methodName } from '../payment-names.ts'
import { usePaymentChoice } from '../use-payment-choice.ts'

type Props = {
  purchase: Purchase
  access?: string
  /** The last try did not go through: its reason shows above the choice. */
  failed?: boolean
}

/**
 * A new try at paying a held purchase, the same way or another, while the hold lasts (POST
 * /purchase/{id}/payment): after a payment that did not go through (a card declined, a wallet cancelled),
 * with the gateway's reason; or because the buyer changed their mind.
 */
export function PayAnotherWay({ purchase, access, failed = true }: Props) {
  const { t, language } = useCheckoutTranslation()
  const queryClient = useQueryClient()
  const choice = usePaymentChoice(purchase.EventID, {
    initial: optionOf(purchase.PaymentMethod, purchase.PaymentChannel),
  })
  const retry = useMutation({
    mutationFn: () => payAgain(purchase.ID, paymentOf(choice.chosen.Option), access),
    onSuccess: (next) => {
      queryClient.setQueryData(purchaseQuery(purchase.ID, access).queryKey, next)
      // Off to the chosen gateway's page, as the checkout goes; it sends the buyer back here.
      if (next.PaymentURL) window.location.assign(next.PaymentURL)
    },
    onError: notifyError,
  })
  // The chosen way's total: its fee replaces the last way's when the event passes fees to buyers.
  const price = takaToPoisha(purchase.Total - purchase.Surcharge)
  const total = poishaToTaka(price + surchargeOn(price, choice.chosen.SurchargePercent ?? 0))
  // Still busy after success: the browser is on its way to the gateway.
  const busy = retry.isPending || retry.isSuccess
  return (
    <Stack gap="md">
      {failed && (
        <Alert color="red" variant="light" title={t('view.failedTitle')} role="alert">
          <Stack gap={4}>
            {purchase.FailureReason && (
              <Text size="sm">
                {t('view.failedReason', { reason: translateText(purchase.FailureReason) })}
              </Text>
            )}
            <Text size="sm">{t('view.failedHint')}</Text>
          </Stack>
        </Alert>
      )}
      <PaymentMethodChoice choice={choice} label={t('view.payAnotherWay')} disabled={busy} />
      <Button
        onClick={() => retry.mutate()}
        loading={busy}
        color={choice.chosen.Option === 'bkash' ? 'pink.8' : undefined}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('view.payWith', {
          amount: takaText(total, language),
          method: methodName(choice.chosen, language),
        })}
      </Button>
    </Stack>
  )
}
