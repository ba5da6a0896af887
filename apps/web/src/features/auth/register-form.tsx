import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { RegisterInput } from '@mela/shared/identity'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { AnalyticsEvent, track } from '../../lib/analytics.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { PasswordField } from '../../lib/password-field.tsx'
import { withPasswordPolicy } from '../../lib/password-policy.ts'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { register } from './api.ts'
import { showAuthTab } from './auth-dialog-store.ts'

const EMPTY = {
  FirstName: '',
  LastName: '',
  Username: '',
  Email: '',
  Phone: '',
  Password: '',
  ConfirmPassword: '',
  Address: '',
}

/** Sign-up (SPEC §3, §5); success leads to the login tab with the new username filled in (SPEC §4). */
export function RegisterForm() {
  const { t } = useTranslation()
  const schema = withPasswordPolicy(RegisterInput)
  const form = useZodForm(schema, EMPTY)
  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      track(AnalyticsEvent.SignUp)
      notifySuccess(t('auth.register.success'))
      showAuthTab('login', { username: user.Username })
    },
    onError: (error) => showFormErrors(form, error),
  })

  // Blank Email and Phone become absent and are left out of the payload; Address goes as ''.
  const submit = form.onSubmit((values) => mutation.mutate(parsedValues(schema, values)))
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            withAsterisk
            data-autofocus
            {...form.getInputProps('FirstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            {...form.getInputProps('LastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          withAsterisk
          {...form.getInputProps('Username')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('Email')}
        />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          placeholder={t('fields.phonePlaceholder')}
          {...form.getInputProps('Phone')}
        />
        <PasswordField
          label={t('fields.password')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('Password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('ConfirmPassword')}
        />
        <Button type="submit" size="md" loading={mutation.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  )
}
