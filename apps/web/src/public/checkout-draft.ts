import type { PaymentOption } from '@mela/shared/payment-options'

// What the buyer chose and typed at checkout, kept in this tab: a reload (a lost connection, a phone
// that dropped the page while they fetched their card) brings it back. The app keeps the way of paying
// under the same key, so either checkout finds it.

export type Draft = {
  counts: Record<string, number>
  /** Seats picked on the list or the map (their IDs). */
  seats?: string[]
  code?: string
  values: Record<string, string | boolean>
}

const draftKey = (eventId: string) => `checkout-draft:${eventId}`
const choiceKey = (eventId: string) => `checkout-payment:${eventId}`

function read(key: string) {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, value)
  } catch {
    // Storage refused (a private window's quota): what was typed lasts for this page only.
  }
}

export function keptDraft(eventId: string): Draft | undefined {
  try {
    const draft = JSON.parse(read(draftKey(eventId)) ?? 'null') as Draft | null
    return draft && typeof draft.counts === 'object' && typeof draft.values === 'object' ? draft : undefined
  } catch {
    return undefined
  }
}

export const saveDraft = (eventId: string, draft: Draft) => write(draftKey(eventId), JSON.stringify(draft))
export const forgetDraft = (eventId: string) => write(draftKey(eventId), null)
export const keptChoice = (eventId: string) => (read(choiceKey(eventId)) as PaymentOption | null) ?? undefined
export const keepChoice = (eventId: string, option: PaymentOption) => write(choiceKey(eventId), option)
