import type { PurchaseInput } from '@mela/shared/purchase'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { eventKeys, purchaseKeys } from '../../../lib/query-keys.ts'
import { saveSession } from '../../../lib/session.ts'
import { type PurchaseStarted, purchaseQuery, startPurchase } from '../api.ts'
import { orderErrorsOf } from './order-errors.ts'

/** Seats of the purchase the buyer did not pick themselves: best available's, a bundle's. */
const seatsChosenByServer = (purchase: PurchaseStarted, input: PurchaseInput) =>
  purchase.Items.some((item) => item.SeatID && !input.Seats?.includes(item.SeatID))

type Handlers = {
  /** Field errors for the questions and buyer fields. */
  onFieldErrors: (errors: Record<string, string>) => void
  onCodeError: (message: string) => void
}

/**
 * POST /purchase and what follows: a guest's new session is kept, a free order opens its tickets,
 * a bKash order leaves for the bKash page, unless the server chose its seats: the order's page then
 * shows them held, with the time left and the way to bKash, as a box office names the seats before
 * taking the money. Any refusal re-reads availability, since seats may have gone meanwhile.
 */
export function usePlaceOrder(eventId: string, { onFieldErrors, onCodeError }: Handlers) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [alert, setAlert] = useState<unknown>(null)

  const mutation = useMutation({
    mutationFn: startPurchase,
    onMutate: () => setAlert(null),
    onSuccess: (purchase: PurchaseStarted, input) => {
      if (purchase.authToken && purchase.user) saveSession(purchase.user, purchase.authToken)
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all })
      const { authToken: _token, user: _user, ...held } = purchase
      // The order's page opens on the answer at once instead of asking for it again.
      queryClient.setQueryData(purchaseQuery(purchase.ID).queryKey, held)
      if (purchase.Status === 'pending' && purchase.PaymentURL && !seatsChosenByServer(purchase, input))
        window.location.assign(purchase.PaymentURL)
      else navigate(`/purchase/view/${purchase.ID}`)
    },
    onError: (error) => {
      const sorted = orderErrorsOf(error)
      onFieldErrors(sorted.fields)
      if (sorted.code) onCodeError(sorted.code)
      setAlert(sorted.alert ?? null)
      void queryClient.invalidateQueries({ queryKey: eventKeys.tickets(eventId) })
      void queryClient.invalidateQueries({ queryKey: eventKeys.bundles(eventId) })
      // A seat taken meanwhile (SEAT_TAKEN): the fresh plan greys it and the picker drops it from the choice.
      void queryClient.invalidateQueries({ queryKey: eventKeys.seating(eventId) })
    },
  })

  return {
    place: (input: PurchaseInput) => mutation.mutate(input),
    // Still busy after success: the browser is on its way to bKash or the tickets.
    busy: mutation.isPending || mutation.isSuccess,
    alert,
  }
}
