import { Alert, Button, Stack, Text, TextInput } from '@mantine/core'
import { contactIdentifier, contactKind } from '@mela/shared/contact'
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ApiError } from '../../lib/api-error.ts'
import { showFormErrors } from '../../lib/form-errors.ts'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { requestResetByEmail } from './api.ts'

type Props = { initial: string; onPhone: (phone: string) => void }

/** One field for an e-mail address or a Bangladesh mobile: mail gets a link here, a phone goes on to its steps. */
export function ResetIdentifierForm({ initial, onPhone }: Props) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null)
  const form = useZodForm(
    contactIdentifier,
    { Identifier: initial || (params.get('username') ?? '') },
    { field: 'Identifier' },
  )
  const mail = useMutation({
    mutationFn: requestResetByEmail,
    onSuccess: () => setOutcome('sent'),
    onError: (error) => {
      // product §8: a mail server that cannot send gets its own words; the rest goes the usual way.
      if (error instanceof ApiError && error.status === 503) return setOutcome('failed')
      showFormErrors(form, error, { Email: 'Identifier' })
    },
  })

  const submit = form.onSubmit(({ Identifier }) => {
    const identifier = parsedValues(contactIdentifier, Identifier)
    setOutcome(null)
    if (contactKind(identifier) === 'phone') onPhone(identifier)
    else mail.mutate(identifier)
  })

  if (outcome === 'sent') {
    return (
      <Alert color="mela" icon={<IconMailCheck aria-hidden />} role="status">
        {t('messages.resetEmailSent')}
      </Alert>
    )
  }
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Text size="sm">{t('auth.reset.intro')}</Text>
        {outcome === 'failed' && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('messages.resetEmailFailed')}
          </Alert>
        )}
        <TextInput
          label={t('fields.identifier')}
          autoComplete="username"
          autoCapitalize="none"
          withAsterisk
          data-autofocus
          {...form.getInputProps('Identifier')}
        />
        <Button type="submit" size="md" loading={mail.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  )
}
