import { Button, Stack, Text } from '@mantine/core'
import { GoogleRegisterInput } from '@mela/shared/identity'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { AnalyticsEvent } from '../../lib/analytics.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { NameFields } from '../../lib/person-fields.tsx'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { registerWithGoogle } from './api.ts'
import type { GoogleSignInData } from './auth-dialog-store.ts'
import { useCompleteSignIn } from './use-complete-sign-in.ts'

/** The google tab: the name Google did not give, prefilled with what the ID token holds (product §4). */
export function GoogleRegisterForm({ google }: { google: GoogleSignInData }) {
  const { t } = useTranslation()
  const values = {
    GoogleIdToken: google.idToken,
    FirstName: google.given_name ?? '',
    LastName: google.family_name ?? '',
  }
  // The API's name errors stand beside the names the token could not fill in, not over prefilled ones.
  const initialErrors = Object.fromEntries(
    Object.entries(google.errors).filter(([field]) => !values[field as keyof typeof values]),
  )
  const form = useZodForm(GoogleRegisterInput, values, { initialErrors })
  const completeSignIn = useCompleteSignIn()
  const mutation = useMutation({
    mutationFn: registerWithGoogle,
    onSuccess: (answer) => completeSignIn(answer, { event: AnalyticsEvent.GoogleSignIn }),
    onError: (error) => showFormErrors(form, error),
  })

  const submit = form.onSubmit((values) => mutation.mutate(parsedValues(GoogleRegisterInput, values)))
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Text size="sm">{t('auth.googleRegister.intro')}</Text>
        <NameFields
          firstName={form.getInputProps('FirstName')}
          lastName={form.getInputProps('LastName')}
          autoFocus
          stacked
        />
        <Button type="submit" size="md" loading={mutation.isPending}>
          {t('auth.googleRegister.submit')}
        </Button>
      </Stack>
    </form>
  )
}
