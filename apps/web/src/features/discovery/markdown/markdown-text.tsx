import { Typography, type TypographyProps } from '@mantine/core'
import { useMemo } from 'react'
import { parseMarkdown } from './markdown.ts'
import { markdownElements } from './markdown-elements.tsx'

type Props = TypographyProps & { source: string; headingOrder?: number }

/** An organizer's Markdown shown safely, with the theme's text styles. */
export function MarkdownText({ source, headingOrder, ...props }: Props) {
  const elements = useMemo(
    () => markdownElements(parseMarkdown(source), headingOrder),
    [source, headingOrder],
  )
  return (
    <Typography style={{ overflowWrap: 'anywhere' }} {...props}>
      {elements}
    </Typography>
  )
}
