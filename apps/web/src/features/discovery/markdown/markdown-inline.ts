// Inline Markdown of the safe subset (see markdown.ts): text, emphasis, code, https links, breaks.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' }

// A target may hold one level of balanced parentheses, as Wikipedia links do.
const LINK = /^\[([^\]\n]+)\]\(\s*((?:[^()\s]|\([^()\s]*\))+)\s*\)/
const ESCAPABLE = '\\`*_[]()#+-.!'

/** The link target if it is an absolute https URL, else null (javascript:, data:, relative …). */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw)
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

// The closing `*` of an emphasis opened at `start`, with no space just inside either end.
function emphasisEnd(text: string, start: number, marker: string): number {
  const from = start + marker.length
  if (/\s/.test(text.charAt(from))) return -1
  const end = text.indexOf(marker, from)
  if (end <= from || /\s/.test(text.charAt(end - 1))) return -1
  return end
}

/** Inline Markdown: `code`, **bold**, *italic*, [links](https://…), \escapes and line breaks. */
export function parseInline(text: string, allowLinks = true): Inline[] {
  const out: Inline[] = []
  let buffer = ''
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer })
    buffer = ''
  }
  let at = 0
  while (at < text.length) {
    const char = text.charAt(at)
    const next = text.charAt(at + 1)
    if (char === '\\' && next && ESCAPABLE.includes(next)) {
      buffer += next
      at += 2
      continue
    }
    if (char === '\n') {
      flush()
      out.push({ type: 'break' })
      at += 1
      continue
    }
    if (char === '`') {
      const end = text.indexOf('`', at + 1)
      if (end > at + 1) {
        flush()
        out.push({ type: 'code', text: text.slice(at + 1, end) })
        at = end + 1
        continue
      }
    }
    const marker = text.startsWith('**', at) ? '**' : char === '*' ? '*' : null
    const end = marker ? emphasisEnd(text, at, marker) : -1
    if (marker && end > 0) {
      flush()
      const children = parseInline(text.slice(at + marker.length, end), allowLinks)
      out.push(marker === '**' ? { type: 'strong', children } : { type: 'em', children })
      at = end + marker.length
      continue
    }
    const link = char === '[' && allowLinks ? LINK.exec(text.slice(at)) : null
    if (link) {
      flush()
      const children = parseInline(link[1] ?? '', false)
      const href = safeHref(link[2] ?? '')
      // An unsafe target keeps only its words: the reader loses nothing but the dangerous link.
      if (href) out.push({ type: 'link', href, children })
      else out.push(...children)
      at += link[0].length
      continue
    }
    buffer += char
    at += 1
  }
  flush()
  return out
}
