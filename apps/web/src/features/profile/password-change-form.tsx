import { Button, Group, Stack, Title } from '@mantine/core'
import { PasswordChangeInput } from '@mela/shared/identity'
import { requiredIf } from '@mela/shared/validation'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentUserQuery } from '../../lib/current-user.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { NewPasswordFields, PasswordField } from '../../lib/password-field.tsx'
import { withPasswordPolicy } from '../../lib/password-policy.ts'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { changePassword } from './api.ts'

const EMPTY = { CurrentPassword: '', Password: '', ConfirmPassword: '', LogOutOtherDevices: true }

/**
 * PATCH /user/me/password. The current password is asked for only when the account has one (a
 * Google or Facebook account may set its first); the API's CurrentPassword error lands on that field.
 */
export function PasswordChangeForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [schema] = useState(() =>
    withPasswordPolicy(PasswordChangeInput).check(requiredIf('CurrentPassword', () => hasPassword)),
  )
  const form = useZodForm(schema, EMPTY)
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset()
      notifySuccess(t('profile.password.success'))
      // HasPassword turns true after a first password.
      void queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey })
    },
    onError: (error) => showFormErrors(form, error),
  })

  const submit = form.onSubmit((values) => {
    const { CurrentPassword, ...rest } = parsedValues(schema, values)
    mutation.mutate(hasPassword ? { CurrentPassword, ...rest } : rest)
  })
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Title order={2} size="h3">
          {hasPassword ? t('profile.password.title') : t('profile.password.titleNew')}
        </Title>
        {hasPassword && (
          <PasswordField
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('CurrentPassword')}
          />
        )}
        <NewPasswordFields
          password={form.getInputProps('Password')}
          confirm={form.getInputProps('ConfirmPassword')}
          logOutOthers={form.getInputProps('LogOutOtherDevices', { type: 'checkbox' })}
          changing
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
