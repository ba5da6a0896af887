import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { said } from '@mela/shared/error-codes'
import { type Organization, OrganizerInput } from '@mela/shared/organization'
import { IconUserPlus } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { ApiError } from '../../lib/api-error.ts'
import { emitAppEvent } from '../../lib/app-events.ts'
import { focusFirstError, showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { useZodForm } from '../../lib/zod-form.ts'
import { addOrganizer } from './api.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { roleName } from './role-name.ts'
import { useRoleChoices } from './use-role-choices.ts'

/** Adds a person to the team by username or e-mail, with a role (Organizer unless chosen otherwise). */
export function OrganizerAddForm({ account }: { account: Organization }) {
  const { t } = useOrganizationsTranslation()
  const roles = useRoleChoices(account)
  const form = useZodForm(OrganizerInput, { Organizer: '', Role: 'organizer' })
  const mutation = useMutation({
    mutationFn: (input: OrganizerInput) => addOrganizer(account.ID, input),
    onSuccess: (user, input) => {
      const name = [user.FirstName, user.LastName].filter(Boolean).join(' ') || user.Username
      notifySuccess(t('organizers.added', { name, role: roleName(input.Role) }))
      emitAppEvent('organizer:add', { accountId: account.ID, userId: user.ID })
      form.reset()
    },
    onError: (error) => {
      // The same person with the same role: said beside the person's field (product §8).
      if (error instanceof ApiError && error.status === 409)
        form.setFieldError('Organizer', said('ORGANIZER_ALREADY_ADDED'))
      else showFormErrors(form, error)
    },
  })

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => mutation.mutate(OrganizerInput.parse(values)),
        focusFirstError(form),
      )}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('organizers.addTitle')}
        </Title>
        <TextInput
          label={t('organizers.organizer')}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          {...form.getInputProps('Organizer')}
        />
        <Select
          label={t('organizers.role')}
          data={roles}
          description={roles.find((role) => role.value === form.getValues().Role)?.description}
          renderOption={({ option }) => (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed">
                {roles.find((role) => role.value === option.value)?.description}
              </Text>
            </Stack>
          )}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('Role')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} leftSection={<IconUserPlus size={16} />}>
            {t('organizers.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
