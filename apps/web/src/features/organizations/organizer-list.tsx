import { Loader, Stack, Title } from '@mantine/core'
import type { Organization, Organizer } from '@mela/shared/organization'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { emitAppEvent } from '../../lib/app-events.ts'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { useSession } from '../../lib/session.ts'
import { organizersQuery, removeOrganizer } from './api.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { OrganizerRemoveDialog } from './organizer-remove-dialog.tsx'
import { OrganizerRow, personName } from './organizer-row.tsx'

/** The team in product §6's order (owner, organizers, collaborators, other roles), removable but the owner. */
export function OrganizerList({ account }: { account: Organization }) {
  const { t } = useOrganizationsTranslation()
  const { user } = useSession()
  const { data, isPending } = useQuery(organizersQuery(account.ID))
  const [leaving, setLeaving] = useState<Organizer | null>(null)
  const mutation = useMutation({
    mutationFn: (organizer: Organizer) => removeOrganizer(account.ID, organizer.UserID),
    onSuccess: (_answer, organizer) => {
      notifySuccess(t('organizers.removed', { name: personName(organizer) }))
      emitAppEvent('organizer:remove', { accountId: account.ID, userId: organizer.UserID })
      setLeaving(null)
    },
    onError: (error) => {
      setLeaving(null)
      notifyError(error)
    },
  })

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('organizers.team')}
      </Title>
      {isPending && <Loader size="sm" aria-label={t('organizers.team')} />}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {data?.map((organizer) => (
          <OrganizerRow
            key={organizer.UserID}
            organizer={organizer}
            isMe={organizer.User.Username === user?.Username}
            onRemove={() => setLeaving(organizer)}
          />
        ))}
      </Stack>
      <OrganizerRemoveDialog
        organizer={leaving}
        removing={mutation.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={(organizer) => mutation.mutate(organizer)}
      />
    </Stack>
  )
}
