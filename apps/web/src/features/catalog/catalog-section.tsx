import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadFailed } from '../../lib/load-failed.tsx'

type Props<T> = {
  title: string
  intro: string
  /** The add button's text and action; left out when the viewer may not add. */
  add?: { label: string; onClick: () => void; disabled?: boolean }
  query: UseQueryResult<T[]>
  empty: string
  children: (items: T[]) => ReactNode
  /** The page's main heading (h1) or a further section (h2). */
  level?: 1 | 2
}

/** A titled list of an event's catalog items, with its add button, loading, failure and empty states. */
export function CatalogSection<T>({ title, intro, add, query, empty, children, level = 1 }: Props<T>) {
  const { data, error, refetch } = query
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} maw={560}>
          <Title order={level}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {add && (
          <Button leftSection={<IconPlus size={16} />} onClick={add.onClick} disabled={add.disabled}>
            {add.label}
          </Button>
        )}
      </Group>
      {error && <LoadFailed error={error} onRetry={() => void refetch()} />}
      {!data && !error && [0, 1].map((key) => <Skeleton key={key} height={72} radius="md" />)}
      {data?.length === 0 && (
        <Paper withBorder p="md" radius="md">
          <Text c="dimmed">{empty}</Text>
        </Paper>
      )}
      {data && data.length > 0 && children(data)}
    </Stack>
  )
}
