// A purchase opened through its link's access token (a guest's mail or SMS, a waiting list's offer) stays
// readable in this tab: bKash sends the payer back to the ticket view without the token in the address.
const keyOf = (purchaseId: string) => `purchase-access:${purchaseId}`

/** The token given now (kept for this tab), else one this tab kept for the purchase earlier. */
export function rememberedAccess(purchaseId: string, given?: string): string | undefined {
  try {
    if (given) sessionStorage.setItem(keyOf(purchaseId), given)
    return given ?? sessionStorage.getItem(keyOf(purchaseId)) ?? undefined
  } catch {
    // Storage refused (a private window's quota): the link's token still works on its own page.
    return given
  }
}
