import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useCatalogTranslation } from './locales/translation.ts'

type Props = {
  name: string
  /** Price, availability, uses: shown beside the name on wide screens, under it on narrow ones. */
  aside?: ReactNode
  children?: ReactNode
  /** The edit button's accessible name and action; left out when the viewer may not edit. */
  edit?: { label: string; onClick: () => void }
}

/** One ticket, bundle, discount or collectible in its list. */
export function CatalogItem({ name, aside, children, edit }: Props) {
  const { t } = useCatalogTranslation()
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 12rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {children}
        </Stack>
        <Group gap="sm" align="center" wrap="nowrap">
          {aside}
          {edit && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} />}
              aria-label={edit.label}
              onClick={edit.onClick}
            >
              {t('tickets.edit')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  )
}
