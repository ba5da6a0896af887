import { Badge, Button, Group, Paper, Progress, Text, Title } from '@mantine/core'
import { IconCloudOff, IconRefresh, IconWifi } from '@tabler/icons-react'
import { countText } from '../../lib/price-format.ts'
import { useDoorTranslation } from './locales/translation.ts'
import type { useDoor } from './use-door.ts'

type Props = {
  door: Pick<ReturnType<typeof useDoor>, 'online' | 'syncing' | 'counts' | 'queueLength' | 'sync'>
  title: string
}

/** The door's header: the event, online or not, how many are in, the queue and "Sync now". */
export function DoorStatus({ door, title }: Props) {
  const { t, language } = useDoorTranslation()
  const { checkedIn, total } = door.counts
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={1} fz="h3" style={{ overflowWrap: 'anywhere' }}>
          {t('door.title', { title })}
        </Title>
        <Badge
          size="lg"
          color={door.online ? 'green' : 'orange'}
          leftSection={door.online ? <IconWifi size={14} /> : <IconCloudOff size={14} />}
          style={{ flexShrink: 0 }}
        >
          {door.online ? t('door.online') : t('door.offline')}
        </Badge>
      </Group>

      <Paper withBorder p="sm" radius="md">
        <Text fw={700} fz="xl" data-testid="door-count">
          {t('door.count', {
            checkedIn: countText(checkedIn, language),
            total: countText(total, language),
          })}
        </Text>
        <Progress value={total ? (checkedIn / total) * 100 : 0} mt={6} size="lg" aria-hidden />
        <Group justify="space-between" mt="xs" gap="xs">
          <Text size="sm" data-testid="door-queue">
            {door.syncing
              ? t('door.syncing')
              : door.queueLength > 0
                ? t('door.queue', { count: door.queueLength, n: countText(door.queueLength, language) })
                : t('door.synced')}
          </Text>
          <Button
            size="compact-md"
            variant="subtle"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void door.sync()}
            loading={door.syncing}
          >
            {t('door.syncNow')}
          </Button>
        </Group>
      </Paper>
    </>
  )
}
