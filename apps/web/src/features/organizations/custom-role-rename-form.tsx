import { Button, Group, TextInput } from '@mantine/core'
import { RoleInput } from '@mela/shared/organization'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { useZodForm } from '../../lib/zod-form.ts'
import { renameRole } from './api.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { useRoleChanged } from './use-role-changed.ts'

type Props = { accountId: string; role: string; onDone: () => void }

/** Renames a custom role; the team members holding it and the permission lists follow. */
export function CustomRoleRenameForm({ accountId, role, onDone }: Props) {
  const { t } = useOrganizationsTranslation()
  const roleChanged = useRoleChanged(accountId)
  const form = useZodForm(RoleInput, { Role: role })
  // The field replaces the button that opened it: focus follows, so keyboard users land in it.
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.select(), [])
  const mutation = useMutation({
    mutationFn: (to: string) => renameRole(accountId, role, to),
    onSuccess: (_answer, to) => {
      notifySuccess(t('roleManager.renamed', { from: role, to }))
      roleChanged()
      onDone()
    },
    onError: (error) => showFormErrors(form, error),
  })

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(RoleInput.parse(values).Role))}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('roleManager.newName', { role })}
          style={{ flex: 1 }}
          miw={160}
          ref={input}
          {...form.getInputProps('Role')}
        />
        <Group gap="xs" wrap="nowrap">
          <Button type="submit" size="sm" loading={mutation.isPending}>
            {t('roleManager.save')}
          </Button>
          <Button variant="default" size="sm" onClick={onDone}>
            {t('roleManager.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  )
}
