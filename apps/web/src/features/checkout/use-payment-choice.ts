import type { PaymentOption } from '@mela/shared/payment-options'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { paymentMethodsQuery } from './api.ts'
import { BKASH_METHOD, inOurOrder } from './payment-names.ts'

// The buyer's choice outlives a reload of the checkout in this tab (a lost connection, a phone that
// dropped the page while they fetched their card), as the access to a purchase does.
const keyOf = (eventId: string) => `checkout-payment:${eventId}`

function readChoice(eventId: string): PaymentOption | undefined {
  try {
    return (sessionStorage.getItem(keyOf(eventId)) as PaymentOption | null) ?? undefined
  } catch {
    return undefined
  }
}

function keepChoice(eventId: string, option: PaymentOption) {
  try {
    sessionStorage.setItem(keyOf(eventId), option)
  } catch {
    // Storage refused (a private window's quota): the choice lasts for this page only.
  }
}

type Options = {
  /** The option chosen at first (a purchase's own); else the one kept in this tab, else bKash. */
  initial?: PaymentOption
  /** Keep the choice in this tab for a reload (the checkout); a purchase's page does not. */
  remember?: boolean
}

/**
 * The ways of paying an event takes and the buyer's pick among them. Until the list arrives (or if it
 * cannot be read) bKash alone is offered, so Pay works at once; a pick the event does not take falls
 * back to its first method.
 */
export function usePaymentChoice(eventId: string, { initial, remember = false }: Options = {}) {
  const methods = useQuery(paymentMethodsQuery(eventId))
  const [picked, setPicked] = useState<PaymentOption | undefined>(
    () => initial ?? (remember ? readChoice(eventId) : undefined),
  )
  const offered = methods.data?.length ? inOurOrder(methods.data) : [BKASH_METHOD]
  const chosen = offered.find((method) => method.Option === picked) ?? offered[0] ?? BKASH_METHOD
  return {
    methods: offered,
    loading: methods.isPending,
    chosen,
    choose: (option: PaymentOption) => {
      setPicked(option)
      if (remember) keepChoice(eventId, option)
    },
  }
}

export type PaymentChoice = ReturnType<typeof usePaymentChoice>
