import type { ReactNode } from 'react'
import type { Block } from './markdown.ts'
import type { Inline } from './markdown-inline.ts'

// Links leave the site in a new tab and pass on no trust: organizers write these descriptions.
const LINK_REL = 'noopener nofollow ugc'

function inlineElements(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.type}-${index}`
    switch (node.type) {
      case 'text':
        return node.text
      case 'break':
        return <br key={key} />
      case 'code':
        return <code key={key}>{node.text}</code>
      case 'strong':
        return <strong key={key}>{inlineElements(node.children)}</strong>
      case 'em':
        return <em key={key}>{inlineElements(node.children)}</em>
      default:
        return (
          <a key={key} href={node.href} target="_blank" rel={LINK_REL}>
            {inlineElements(node.children)}
          </a>
        )
    }
  })
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

/**
 * React elements for parsed Markdown. `headingOrder` is the level a `#` heading gets, so the
 * description's headings sit under the page's own.
 */
export function markdownElements(blocks: Block[], headingOrder = 3): ReactNode[] {
  return blocks.map((block, index) => {
    const key = `${block.type}-${index}`
    if (block.type === 'paragraph') return <p key={key}>{inlineElements(block.children)}</p>
    if (block.type === 'heading') {
      const Tag = `h${Math.min(6, Math.max(2, headingOrder + block.level - 1))}` as HeadingTag
      return <Tag key={key}>{inlineElements(block.children)}</Tag>
    }
    const items = block.items.map((item, itemIndex) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: items are static text with no identity of their own
      <li key={itemIndex}>{inlineElements(item)}</li>
    ))
    return block.ordered ? (
      <ol key={key} start={block.start === 1 ? undefined : block.start}>
        {items}
      </ol>
    ) : (
      <ul key={key}>{items}</ul>
    )
  })
}
