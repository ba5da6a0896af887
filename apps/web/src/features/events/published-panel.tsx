import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core'
import type { Event } from '@mela/shared/event'
import { IconCash, IconCheck, IconCopy, IconDoorEnter, IconEye } from '@tabler/icons-react'
import { Link } from 'react-router'
import { usePermissions } from '../../lib/use-permissions.ts'
import { eventLink } from './event-link.ts'
import { useEventsTranslation } from './locales/translation.ts'
import { type NextStep, publishedNextSteps } from './published-next-steps.ts'

const ICONS: Record<NextStep['key'], typeof IconEye> = { view: IconEye, sell: IconCash, door: IconDoorEnter }

/** Once the event is published, the wizard's last step says what to do next: look, share, sell, open the door. */
export function PublishedPanel({ event }: { event: Event }) {
  const { t } = useEventsTranslation()
  const { can } = usePermissions()
  const steps = publishedNextSteps(event, (permission) => can(event.AccountID, permission))
  return (
    <Alert color="mela" variant="light" title={t('nextSteps.title')} data-testid="published-panel">
      <Stack gap="sm">
        <Text size="sm">{t('nextSteps.intro')}</Text>
        <Group gap="xs">
          {steps.map(({ key, to }) => {
            const Icon = ICONS[key]
            return (
              <Button
                key={key}
                component={Link}
                to={to}
                variant={key === 'view' ? 'filled' : 'default'}
                leftSection={<Icon size={16} aria-hidden />}
              >
                {t(`nextSteps.${key}`)}
              </Button>
            )
          })}
          <CopyButton value={eventLink(event.ID)}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? t('nextSteps.copied') : t('nextSteps.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  )
}
