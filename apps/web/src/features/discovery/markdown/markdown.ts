// A small, safe Markdown subset for organizers' descriptions and biographies. It parses to plain
// data that markdown-elements.tsx turns into React elements: no HTML string is ever produced, so
// raw HTML in the source stays text and only https links become anchors.

import { type Inline, parseInline } from './markdown-inline.ts'

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }

const HEADING = /^(#{1,3})\s+(.*?)(?:\s+#+)?\s*$/
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/

type OpenList = { ordered: boolean; start: number; items: string[] }

/** Block Markdown: paragraphs, headings # to ###, - and 1. lists; blank lines separate blocks. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  // Typed by cast: the close helpers reassign it, which flow analysis cannot see.
  let list = null as OpenList | null
  const closeParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) })
    paragraph = []
  }
  const closeList = () => {
    if (list) {
      const { ordered, start, items } = list
      blocks.push({ type: 'list', ordered, start, items: items.map((item) => parseInline(item)) })
    }
    list = null
  }
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line)
    const bullet = BULLET.exec(line)
    const numbered = NUMBERED.exec(line)
    if (!line.trim()) {
      closeParagraph()
      closeList()
    } else if (heading) {
      closeParagraph()
      closeList()
      const level = (heading[1]?.length ?? 1) as 1 | 2 | 3
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') })
    } else if (bullet || numbered) {
      closeParagraph()
      const ordered = Boolean(numbered)
      if (list?.ordered !== ordered) closeList()
      list ??= { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] }
      list.items.push(((numbered ? numbered[2] : bullet?.[1]) ?? '').trim())
    } else if (list && /^\s/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += `\n${line.trim()}`
    } else {
      closeList()
      paragraph.push(line.trim())
    }
  }
  closeParagraph()
  closeList()
  return blocks
}
