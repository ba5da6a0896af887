/**
 * What a ticket's QR code encodes, on screen and on paper: the verification page of this seat, so a door
 * phone's camera opens it directly. The seat's signed Code rides along as `code`, which the page checks and
 * the door app takes out of the address (codeOfScan).
 */
export function verifyUrl(origin: string, itemId: string, code: string): string {
  return `${origin}/purchase/item/verify/${encodeURIComponent(itemId)}?code=${encodeURIComponent(code)}`
}
