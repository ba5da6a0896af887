import { Alert, Button, Stack } from '@mantine/core'
import { type LoginAnswer, RegisterInput, ResetPasswordInput } from '@mela/shared/identity'
import { equalTo } from '@mela/shared/validation'
import { IconAlertCircle } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { translateText } from '../../lib/error-text.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { NewPasswordFields } from '../../lib/password-field.tsx'
import { withPasswordPolicy } from '../../lib/password-policy.ts'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { resetPassword } from './api.ts'

// The API takes {Token, Password, LogOutOtherDevices}; the form adds the confirmation people expect.
const NewPasswordInput = ResetPasswordInput.safeExtend({
  ConfirmPassword: RegisterInput.shape.ConfirmPassword,
}).check(equalTo('ConfirmPassword', 'Password'))

type Props = {
  token: string
  onSignedIn: (answer: LoginAnswer) => void
  /** Shown under the alert of a bad token, e.g. a way to ask for a new link. */
  tokenAction?: ReactNode
}

/** Sets a new password with a reset token (mail link or OTP); the answer signs the user in (product §4). */
export function NewPasswordForm({ token, onSignedIn, tokenAction }: Props) {
  const { t } = useTranslation()
  const [schema] = useState(() => withPasswordPolicy(NewPasswordInput))
  const form = useZodForm(schema, {
    Token: token,
    Password: '',
    ConfirmPassword: '',
    LogOutOtherDevices: true,
  })
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: onSignedIn,
    onError: (error) => showFormErrors(form, error),
  })
  // product §8: Token has no input of its own: its error (missing, used or old link) shows above the form.
  const tokenError = form.errors.Token

  const submit = form.onSubmit((values) => {
    const { Token, Password, LogOutOtherDevices } = parsedValues(schema, values)
    mutation.mutate({ Token, Password, LogOutOtherDevices })
  })
  return (
    <Stack>
      {tokenError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            {typeof tokenError === 'string' ? translateText(tokenError) : tokenError}
            {tokenAction}
          </Stack>
        </Alert>
      )}
      <form noValidate onSubmit={submit}>
        <Stack>
          <NewPasswordFields
            password={form.getInputProps('Password')}
            confirm={form.getInputProps('ConfirmPassword')}
            logOutOthers={form.getInputProps('LogOutOtherDevices', { type: 'checkbox' })}
            changing
            autoFocus
          />
          <Button type="submit" size="md" loading={mutation.isPending}>
            {t('auth.reset.save')}
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
