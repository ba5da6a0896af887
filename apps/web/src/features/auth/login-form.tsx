import { Anchor, Button, Stack, TextInput } from '@mantine/core'
import { LoginInput } from '@mela/shared/identity'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { showFormErrors } from '../../lib/form-errors.ts'
import { PasswordField } from '../../lib/password-field.tsx'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { login } from './api.ts'
import { showAuthTab, useAuthDialog } from './auth-dialog-store.ts'
import { useCompleteSignIn } from './use-complete-sign-in.ts'

/** Username (or e-mail) and password; a wrong pair is reported under the password (product §8). */
export function LoginForm() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { username } = useAuthDialog()
  const form = useZodForm(LoginInput, { Username: username ?? params.get('username') ?? '', Password: '' })
  const completeSignIn = useCompleteSignIn()
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (answer) => completeSignIn(answer),
    onError: (error) => showFormErrors(form, error),
  })

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(parsedValues(LoginInput, values)))}>
      <Stack>
        <TextInput
          label={t('fields.usernameOrEmail')}
          autoComplete="username"
          autoCapitalize="none"
          data-autofocus
          {...form.getInputProps('Username')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          {...form.getInputProps('Password')}
        />
        <Button type="submit" size="md" loading={mutation.isPending}>
          {t('auth.login.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => showAuthTab('reset-password')}>
          {t('auth.login.forgot')}
        </Anchor>
      </Stack>
    </form>
  )
}
