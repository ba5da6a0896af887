import { Button, Group, Modal, Text } from '@mantine/core'
import { useOrganizationsTranslation } from './locales/translation.ts'

type Props = { role: string; opened: boolean; deleting: boolean; onCancel: () => void; onConfirm: () => void }

/** Asks before deleting a custom role. */
export function CustomRoleDeleteDialog({ role, opened, deleting, onCancel, onConfirm }: Props) {
  const { t } = useOrganizationsTranslation()
  return (
    <Modal opened={opened} onClose={onCancel} title={t('roleManager.deleteTitle', { role })} centered>
      <Text size="sm">{t('roleManager.deleteText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('roleManager.cancel')}
        </Button>
        <Button color="red" loading={deleting} onClick={onConfirm}>
          {t('roleManager.deleteConfirm')}
        </Button>
      </Group>
    </Modal>
  )
}
