import type { Purchase } from '@mela/shared/purchase'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { AnalyticsEvent, track } from '../../../lib/analytics.ts'
import { ApiError } from '../../../lib/api-error.ts'
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
    onSuccess: (purchase: Purchase) => {
      track(AnalyticsEvent.BkashFinalize, { outcome: purchase.Status, callbackStatus: status ?? undefined })
      // The ticket view reads the purchase afresh: it now has seat codes (or a new status).
      void queryClient.invalidateQueries({ queryKey: ['purchases'] })
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
