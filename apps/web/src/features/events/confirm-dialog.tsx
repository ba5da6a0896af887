import { Button, Group, Modal, Text } from '@mantine/core'
import { useEventsTranslation } from './locales/translation.ts'

type Props = {
  opened: boolean
  title: string
  message: string
  confirm: string
  danger?: boolean
  loading?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before an action that cannot simply be undone (copy, delete). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirm,
  danger,
  loading,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useEventsTranslation()
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('actions.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} loading={loading} onClick={onConfirm}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  )
}
