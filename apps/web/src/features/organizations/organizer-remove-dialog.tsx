import { Button, Group, Modal, Text } from '@mantine/core'
import type { Organizer } from '@mela/shared/organization'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { personName } from './organizer-row.tsx'

type Props = {
  organizer: Organizer | null
  removing: boolean
  onCancel: () => void
  onConfirm: (organizer: Organizer) => void
}

/** Asks before taking someone off the team. */
export function OrganizerRemoveDialog({ organizer, removing, onCancel, onConfirm }: Props) {
  const { t } = useOrganizationsTranslation()
  const name = organizer ? personName(organizer) : ''
  return (
    // Above the sidebar drawer, which shares Mantine's default layer.
    <Modal
      opened={organizer !== null}
      onClose={onCancel}
      title={t('organizers.removeTitle', { name })}
      centered
      zIndex={300}
    >
      <Text size="sm">{t('organizers.removeText', { name })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('organizers.cancel')}
        </Button>
        <Button color="red" loading={removing} onClick={() => organizer && onConfirm(organizer)}>
          {t('organizers.removeConfirm')}
        </Button>
      </Group>
    </Modal>
  )
}
