import { Box, Button, Group, Stack } from '@mantine/core'
import { ProfileInput, type User } from '@mela/shared/identity'
import { formatPhone } from '@mela/shared/phone'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { currentUserQuery } from '../../lib/current-user.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { EmailField, NameFields, PhoneField } from '../../lib/person-fields.tsx'
import { getSession, saveSession } from '../../lib/session.ts'
import { useUnsavedChangesGuard } from '../../lib/unsaved-changes-guard.tsx'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { updateProfile } from './api.ts'
import { EmailStatus } from './email-status.tsx'

const valuesOf = (user: User) => ({
  FirstName: user.FirstName,
  LastName: user.LastName,
  Email: user.Email ?? '',
  // Shown as product §5 writes phones: +880 and the last 10 digits.
  Phone: user.Phone ? formatPhone(user.Phone) : '',
})

/** Name, e-mail and phone (PUT /user/me); leaving with unsaved edits asks first. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useZodForm(ProfileInput, valuesOf(user))
  const guard = useUnsavedChangesGuard(form.isDirty())
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(currentUserQuery().queryKey, saved)
      saveSession(saved, getSession().authToken)
      form.setInitialValues(valuesOf(saved))
      form.setValues(valuesOf(saved))
      form.resetDirty(valuesOf(saved))
      notifySuccess(t('profile.saved'))
    },
    onError: (error) => showFormErrors(form, error),
  })

  const emailUnchanged = user.Email && form.values.Email.trim().toLowerCase() === user.Email.toLowerCase()
  const submit = form.onSubmit((values) => mutation.mutate(parsedValues(ProfileInput, values)))
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <NameFields firstName={form.getInputProps('FirstName')} lastName={form.getInputProps('LastName')} />
        <Box>
          <EmailField {...form.getInputProps('Email')} />
          {emailUnchanged && <EmailStatus verified={user.EmailVerified} />}
        </Box>
        <PhoneField example {...form.getInputProps('Phone')} />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty()}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
      {guard}
    </form>
  )
}
