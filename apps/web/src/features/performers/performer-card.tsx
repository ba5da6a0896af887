import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { Performer } from '@mela/shared/catalog'
import { IconExternalLink, IconPencil } from '@tabler/icons-react'
import { Link } from 'react-router'
import { imageUrl } from '../../lib/media/image-url.ts'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { usePerformersTranslation } from './locales/translation.ts'
import { performerName } from './performer-form-values.ts'

/** One performer of the organization: photo, names, and what the viewer may do with it. */
export function PerformerCard({ performer, canManage }: { performer: Performer; canManage: boolean }) {
  const { t } = usePerformersTranslation()
  const name = performerName(performer)
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={name}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 12rem' }}>
          <Avatar
            src={performer.Image ? imageUrl(performer.Image, { aspect: '1:1', width: 100 }) : null}
            alt={t('page.photo', { name })}
            size={56}
            radius="xl"
          />
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {performer.AlternativeName && (
              <Text size="sm" c="dimmed">
                {performer.AlternativeName}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          {canManage && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} />}
              aria-label={t('page.editLabel', { name })}
              onClick={() => openSidebar({ form: 'performer', props: { performer } })}
            >
              {t('page.edit')}
            </Button>
          )}
          <Button
            component={Link}
            to={`/performer/${encodeURIComponent(performer.ID)}`}
            variant="default"
            size="xs"
            leftSection={<IconExternalLink size={14} />}
            aria-label={t('page.viewLabel', { name })}
          >
            {t('page.view')}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
