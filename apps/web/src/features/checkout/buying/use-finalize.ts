import type { BkashFinalizeAnswer } from '@mela/shared/purchase'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { AnalyticsEvent, track } from '../../../lib/analytics.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { currentLanguage, i18n } from '../../../lib/i18n.ts'
import { purchaseKeys } from '../../../lib/query-keys.ts'
import { finalizeBkash } from '../api.ts'

/**
 * Settles the bKash payment named by the callback's query once per visit: StrictMode's second
 * effect run and re-renders find the ref set. Records 'Bkash Finalize' with the outcome.
 */
export function useFinalize(purchaseId: string, paymentID: string | null, status: string | null) {
  const queryClient = useQueryClient()
  const started = useRef(false)
  const mutation = useMutation({
    mutationFn: () => finalizeBkash(purchaseId, { paymentID: paymentID ?? '', status: status ?? '' }),
    onSuccess: (purchase: BkashFinalizeAnswer) => {
      track(AnalyticsEvent.BkashFinalize, { outcome: purchase.Status, callbackStatus: status ?? undefined })
      // An access means the wallet brought the buyer back to a browser of their phone that never saw the
      // purchase: it speaks the language they bought in, not whatever this browser guessed.
      if (purchase.Access && purchase.Language !== currentLanguage())
        void i18n.changeLanguage(purchase.Language)
      // The ticket view reads the purchase afresh: it now has seat codes (or a new status).
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all })
    },
    onError: (error) => {
      track(AnalyticsEvent.BkashFinalize, {
        outcome: 'error',
        callbackStatus: status ?? undefined,
        httpStatus: error instanceof ApiError ? error.status : undefined,
      })
    },
  })
  const { mutate } = mutation

  useEffect(() => {
    if (started.current || !paymentID || !status) return
    started.current = true
    mutate()
  }, [paymentID, status, mutate])

  return { ...mutation, missing: !paymentID || !status }
}
