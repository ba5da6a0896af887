const BANGLADESH_OFFSET_MS = 6 * 60 * 60 * 1000
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/

/** Poisha as bKash's amount string, always with 2 decimals: 50000 → "500.00", 1 → "0.01". */
export function bkashAmount(poisha: number): string {
  if (!Number.isSafeInteger(poisha) || poisha < 0) throw new RangeError(`Not an amount of poisha: ${poisha}`)
  return `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`
}

/** bKash's amount string as poisha ("250.75" → 25075), or undefined when it is not an amount. */
export function poishaOf(amount: unknown): number | undefined {
  if (typeof amount !== 'string' || !AMOUNT.test(amount)) return undefined
  const [taka = '0', fraction = ''] = amount.split('.')
  return Number(taka) * 100 + Number(fraction.padEnd(2, '0'))
}

/** bKash's timestamp, Dhaka time with a colon before the milliseconds: "2019-08-07T11:12:34:978 GMT+0600". */
export function bkashTime(date: Date): string {
  const dhaka = new Date(date.getTime() + BANGLADESH_OFFSET_MS).toISOString()
  return `${dhaka.slice(0, 19)}:${dhaka.slice(20, 23)} GMT+0600`
}

/** A phone as bKash names a wallet, 01XXXXXXXXX; anything else (a user ID) is sent as given. */
export function bkashWallet(payerReference: string): string {
  const digits = /^(?:\+88|0088)?(01[3-9]\d{8})$/.exec(payerReference.trim())
  return digits?.[1] ?? payerReference
}
