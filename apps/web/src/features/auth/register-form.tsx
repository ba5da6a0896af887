import { Button, Stack, TextInput } from '@mantine/core'
import { RegisterInput, type RegisterInput as RegisterValues } from '@mela/shared/identity'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { AnalyticsEvent, track } from '../../lib/analytics.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { NewPasswordFields } from '../../lib/password-field.tsx'
import { withPasswordPolicy } from '../../lib/password-policy.ts'
import { EmailField, NameFields, PhoneField } from '../../lib/person-fields.tsx'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { login, register } from './api.ts'
import { showAuthTab } from './auth-dialog-store.ts'
import { useCompleteSignIn } from './use-complete-sign-in.ts'

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

/**
 * Sign-up (product §3, §5). Success signs the new user in with the same username and password, and says
 * where the confirmation mail went (docs/decisions/sign-in.md, "Registering signs in"); should that sign-in
 * fail, the login tab opens with the new username filled in, as product §4 has it.
 */
export function RegisterForm() {
  const { t } = useTranslation()
  const schema = withPasswordPolicy(RegisterInput)
  const form = useZodForm(schema, EMPTY)
  const completeSignIn = useCompleteSignIn()
  const mutation = useMutation({
    mutationFn: async (values: RegisterValues) => {
      const user = await register(values)
      const signedIn = await login({ Username: values.Username, Password: values.Password }).catch(() => null)
      return { user, signedIn }
    },
    onSuccess: ({ user, signedIn }) => {
      if (!signedIn) {
        track(AnalyticsEvent.SignUp)
        notifySuccess(t('auth.register.success'))
        showAuthTab('login', { username: user.Username })
        return
      }
      // No reload: the welcome (and where the confirmation mail went) must stay on screen.
      completeSignIn(signedIn, { event: AnalyticsEvent.SignUp, noReload: true })
      const name = user.FirstName
      notifySuccess(
        user.Email
          ? t('auth.register.mailSent', { name, email: user.Email })
          : t('auth.register.signedIn', { name }),
      )
    },
    onError: (error) => showFormErrors(form, error),
  })

  // Blank Email and Phone become absent and are left out of the payload; Address goes as ''.
  const submit = form.onSubmit((values) => mutation.mutate(parsedValues(schema, values)))
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <NameFields
          firstName={form.getInputProps('FirstName')}
          lastName={form.getInputProps('LastName')}
          autoFocus
        />
        <TextInput
          label={t('fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          withAsterisk
          {...form.getInputProps('Username')}
        />
        <EmailField {...form.getInputProps('Email')} />
        <PhoneField example {...form.getInputProps('Phone')} />
        <NewPasswordFields
          password={form.getInputProps('Password')}
          confirm={form.getInputProps('ConfirmPassword')}
        />
        <Button type="submit" size="md" loading={mutation.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  )
}
