import { toAsciiDigits } from './digits.ts'

/**
 * A seat's short code: 8 characters a door can read off a ticket or an SMS and type. Look-alikes are
 * left out in pairs (0/O, 1/I/L, 2/Z, 5/S, B, U), so a reader never has to choose between two. The
 * database makes each code (mela_short_code in the migration), from this same alphabet.
 */
export const SHORT_CODE_ALPHABET = '346789ACDEFGHJKMNPQRTVWXY'
export const SHORT_CODE_LENGTH = 8

const VALID = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`)

/** How a short code is printed: two groups of four, `K7QM-4XPD`. */
export const formatShortCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`

/**
 * What someone typed, spelled as codes are: case, spaces and dashes do not matter, Bengali digits read
 * as digits, and the two look-alikes whose partner stays (B for 8, U for V) are read as that partner.
 */
export const shortCodeText = (typed: string) =>
  toAsciiDigits(typed)
    .toUpperCase()
    .replace(/[\s\-–—.]/g, '')
    .replaceAll('B', '8')
    .replaceAll('U', 'V')

/** The code in what someone typed, or undefined when it cannot be one. */
export function readShortCode(typed: string): string | undefined {
  const code = shortCodeText(typed)
  return VALID.test(code) ? code : undefined
}
