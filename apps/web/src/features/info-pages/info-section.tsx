import { Paper, Stack, Text, Title } from '@mantine/core'
import { SCROLL_OFFSET } from '@mela/shared/constants'
import type { ReactNode } from 'react'

type Props = { id: string; title: string; body: string; level?: 2 | 3; children?: ReactNode }

/** One titled, linkable section of a static page; blank lines in `body` separate paragraphs. */
export function InfoSection({ id, title, body, level = 2, children }: Props) {
  return (
    <Paper id={id} component="section" withBorder p="lg" style={{ scrollMarginTop: SCROLL_OFFSET }}>
      <Stack gap="xs">
        <Title order={level} size="h4">
          {title}
        </Title>
        {body.split(/\n\s*\n/).map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {children}
      </Stack>
    </Paper>
  )
}
