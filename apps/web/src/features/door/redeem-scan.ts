/** The seat a scan or a paste names: its ID and its signed code. */
export type ScannedTicket = { itemId: string; code: string }

const VERIFY_PATH = /\/purchase\/item\/verify\/([0-9a-f-]{36})\/?$/i

/**
 * Reads what the door typed, pasted or scanned: the ticket's whole address
 * (`…/purchase/item/verify/{itemId}?code={code}`) or the code alone (`M1.<item>.<event>.<signature>`,
 * whose second part is the seat's ID). Undefined for anything else; the server checks the signature.
 */
export function readScannedTicket(text: string): ScannedTicket | undefined {
  const trimmed = text.trim()
  if (/^https?:\/\//i.test(trimmed)) return fromAddress(trimmed)
  const itemId = itemIdOfCode(trimmed)
  return itemId ? { itemId, code: trimmed } : undefined
}

function fromAddress(address: string): ScannedTicket | undefined {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return undefined
  }
  const itemId = VERIFY_PATH.exec(url.pathname)?.[1]?.toLowerCase()
  const code = url.searchParams.get('code')?.trim()
  return itemId && code ? { itemId, code } : undefined
}

function itemIdOfCode(code: string): string | undefined {
  const [prefix, item, , signature, ...rest] = code.split('.')
  if (prefix !== 'M1' || !item || !signature || rest.length > 0 || !/^[\w-]{22}$/.test(item)) return undefined
  const binary = atob(item.replaceAll('-', '+').replaceAll('_', '/'))
  const hex = Array.from(binary, (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('')
  if (hex.length !== 32) return undefined
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
