import { Button, Group, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

type Props = { opened: boolean; onStay: () => void; onLeave: () => void }

/** product §1's unsaved-edits question, asked when a sidebar form with edits is being closed. */
export function SidebarDiscardDialog({ opened, onStay, onLeave }: Props) {
  const { t } = useTranslation()
  return (
    // Above the drawer, which shares Mantine's default layer.
    <Modal opened={opened} onClose={onStay} title={t('unsaved.title')} centered zIndex={300}>
      <Text>{t('unsaved.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  )
}
