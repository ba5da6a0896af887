import { Button, Group, TextInput } from '@mantine/core'
import { RoleInput } from '@mela/shared/organization'
import { IconPlus } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { useZodForm } from '../../lib/zod-form.ts'
import { createRole } from './api.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { useRoleChanged } from './use-role-changed.ts'

/** Adds a custom role, e.g. "Usher"; it then appears in the grid and in the organizer form. */
export function CustomRoleCreateForm({ accountId }: { accountId: string }) {
  const { t } = useOrganizationsTranslation()
  const roleChanged = useRoleChanged(accountId)
  const form = useZodForm(RoleInput, { Role: '' })
  const mutation = useMutation({
    mutationFn: (name: string) => createRole(accountId, name),
    onSuccess: (_answer, role) => {
      notifySuccess(t('roleManager.created', { role }))
      form.reset()
      roleChanged()
    },
    onError: (error) => showFormErrors(form, error),
  })

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(RoleInput.parse(values).Role))}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('roleManager.newRole')}
          style={{ flex: 1 }}
          maw={320}
          {...form.getInputProps('Role')}
        />
        {/* Lined up with the input, below its label. */}
        <Button type="submit" mt={25} loading={mutation.isPending} leftSection={<IconPlus size={16} />}>
          {t('roleManager.create')}
        </Button>
      </Group>
    </form>
  )
}
