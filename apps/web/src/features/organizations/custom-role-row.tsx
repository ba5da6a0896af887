import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { deleteRole } from './api.ts'
import { CustomRoleDeleteDialog } from './custom-role-delete-dialog.tsx'
import { CustomRoleRenameForm } from './custom-role-rename-form.tsx'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { useRoleChanged } from './use-role-changed.ts'

type Props = { accountId: string; role: string }

/** One custom role, renamed in place or deleted after a question. */
export function CustomRoleRow({ accountId, role }: Props) {
  const { t } = useOrganizationsTranslation()
  const roleChanged = useRoleChanged(accountId)
  const [renaming, setRenaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const removal = useMutation({
    mutationFn: () => deleteRole(accountId, role),
    onSuccess: () => {
      notifySuccess(t('roleManager.deleted', { role }))
      roleChanged()
    },
    // 409 while someone holds the role: said in words, the role stays.
    onError: (error) => notifyError(error),
    onSettled: () => setDeleting(false),
  })
  const renameLabel = t('roleManager.rename', { role })
  const deleteLabel = t('roleManager.delete', { role })

  return (
    <Paper component="li" withBorder radius="md" px="sm" py="xs">
      {renaming ? (
        <CustomRoleRenameForm accountId={accountId} role={role} onDone={() => setRenaming(false)} />
      ) : (
        <Group justify="space-between" wrap="nowrap">
          <Text fw={500} truncate>
            {role}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={renameLabel}>
              <ActionIcon variant="subtle" aria-label={renameLabel} onClick={() => setRenaming(true)}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={deleteLabel}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={deleteLabel}
                onClick={() => setDeleting(true)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      )}
      <CustomRoleDeleteDialog
        role={role}
        opened={deleting}
        deleting={removal.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => removal.mutate()}
      />
    </Paper>
  )
}
