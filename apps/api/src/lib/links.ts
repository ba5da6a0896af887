/**
 * What a mail client or a phone turns into a link, and how to write a name so that none does
 * (docs/decisions/links-in-messages.md). Read as a linkifier would, so it errs on the side of a link:
 * letters folded (NFKC: full-width letters and dots), invisible characters dropped, every dot a dot.
 */

// Generic top-level domains a linkifier knows besides the two-letter country ones (every two-letter
// ending counts): the old ones and the new ones most links (and most phishing) use.
const GENERIC_TLDS = new Set(
  `com net org info biz edu gov mil int name pro mobi asia tel travel jobs aero coop museum cat
  xyz top online site shop store club live icu buzz vip click link work fun space website tech app dev page
  cloud email events tickets ticket news blog digital world today life love money pay bank finance support
  help services solutions agency company business center network group global media host web download
  win bid loan men date review stream party racing trade science cam rest bar best plus one zone guru
  ninja rocks social chat zip mov lol wtf gay sex porn xxx cyou cfd sbs bond autos beauty hair skin quest`.split(
    /\s+/,
  ),
)

const INVISIBLE = /[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/g
// Dots other than "." that a browser reads as one (IDNA): ideographic, half-width ideographic.
const OTHER_DOTS = /[\u3002\uFF61]/g
// A defanged hxxp:// is no link itself; the host after it is still read below.
const SCHEME = /\b(?:https?|ftp):[\\/]|\bwww\.(?=\S)/
// A run of dot-separated labels, only from the start of a word (the look-behind keeps a long word linear).
const HOST = /(?<![\p{L}\p{N}\p{M}-])[\p{L}\p{N}\p{M}-]+(?:\.[\p{L}\p{N}\p{M}-]+)+/gu
const AFTER_HOST_IS_PATH = /^(?:[/?#\\]|:\d)/

const readAsLinkifier = (text: string) =>
  text.normalize('NFKC').replace(INVISIBLE, '').replace(OTHER_DOTS, '.').toLowerCase()

function isLinkHost(host: string, before: string, after: string): boolean {
  const labels = host.replace(/\.+$/, '').split('.')
  const tld = labels.at(-1) ?? ''
  const path = AFTER_HOST_IS_PATH.test(after)
  // An e-mail address opens the mail app, not a web page: allowed unless a path makes it a URL.
  if (before === '@' && !path) return false
  if (tld.startsWith('xn--') || tld === 'বাংলা') return true
  if (/^\d+$/.test(tld))
    return path && labels.length === 4 && labels.every((label) => /^\d{1,3}$/.test(label))
  if (!/^\p{L}{2,}$/u.test(tld)) return false
  return path || tld.length === 2 || GENERIC_TLDS.has(tld)
}

/**
 * True when some part of the text would become a link: a scheme (http://, https:\\, hxxps:/), www., or a
 * bare host that ends in a known domain ("bkash-refund.com", "bit.ly/x") or is followed by a path or port.
 * "Mr.Rahman" and "3.5" are words, not links.
 */
export function containsLink(text: string): boolean {
  const read = readAsLinkifier(text)
  if (SCHEME.test(read)) return true
  for (const match of read.matchAll(HOST)) {
    const end = match.index + match[0].length
    if (isLinkHost(match[0], read[match.index - 1] ?? '', read.slice(end, end + 2))) return true
  }
  return false
}

// A zero-width joiner on each side of a dot, and one inside "://": the words read the same, and no
// linkifier finds a host or a scheme in them any more.
const JOINER = '\u200D'

/** The text with every dot and scheme that could make a link broken up invisibly: for names and titles. */
export function unlinkable(text: string): string {
  if (!containsLink(text)) return text
  return text
    .replace(INVISIBLE, '')
    .replace(/[.\u2024\u3002\uFE52\uFF0E\uFF61]/g, (dot) => `${JOINER}${dot}${JOINER}`)
    .replace(/:(?=[\\/])/g, `${JOINER}:`)
}
