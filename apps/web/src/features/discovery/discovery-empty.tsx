import { EmptyState } from '@mantine/core'
import type { ReactNode } from 'react'

type Props = { icon: ReactNode; title: string; text: string; action?: ReactNode }

/** A friendly word where a list has nothing to show, with a way onwards. */
export function DiscoveryEmpty({ icon, title, text, action }: Props) {
  return (
    <EmptyState icon={icon} title={title} description={text} variant="light" py="xl">
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  )
}
