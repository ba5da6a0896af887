import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { formatPhone } from '@mela/shared/phone'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../lib/api-error.ts'
import { translateText } from '../../lib/error-text.ts'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { requestResetByPhone, verifyResetOtp } from './api.ts'
import { NewPasswordForm } from './new-password-form.tsx'
import { OtpInput } from './otp-input.tsx'
import { useCompleteSignIn } from './use-complete-sign-in.ts'

/** product §2's steps of a reset by phone; `verified` carries the reset token the OTP bought. */
type Step = { kind: 'confirm' } | { kind: 'verifying' } | { kind: 'verified'; token: string }

type Props = { phone: string; onChangePhone: () => void }

/** Confirm the number, send the code, type it, choose the new password: then signed in (product §4). */
export function PhoneReset({ phone, onChangePhone }: Props) {
  const { t } = useTranslation()
  const [step, setStep] = useState<Step>({ kind: 'confirm' })
  const [otpError, setOtpError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const completeSignIn = useCompleteSignIn()

  const send = useMutation({
    mutationFn: () => requestResetByPhone(phone),
    onMutate: () => setStep({ kind: 'verifying' }),
    onError: (error) => {
      setStep({ kind: 'confirm' })
      notifyError(error)
    },
  })
  const verify = useMutation({
    mutationFn: (code: string) => verifyResetOtp(phone, code),
    onSuccess: ({ ResetToken }) => setStep({ kind: 'verified', token: ResetToken }),
    onError: (error) => {
      const message = error instanceof ApiError ? error.fieldErrors?.OTP : undefined
      if (!message) return notifyError(error)
      setOtpError(message)
      setAttempt((count) => count + 1) // fresh, empty boxes for the next try
    },
  })

  const shownPhone = formatPhone(phone)
  if (step.kind === 'confirm') {
    return (
      <Stack>
        <Text>{t('auth.reset.confirmPhone', { phone: shownPhone })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onChangePhone}>
            {t('auth.reset.change')}
          </Button>
          <Button onClick={() => send.mutate()}>{t('auth.reset.ok')}</Button>
        </Group>
      </Stack>
    )
  }
  if (step.kind === 'verifying') {
    return (
      <Stack>
        <Text size="sm">{t('auth.reset.codeSent', { phone: shownPhone })}</Text>
        <OtpInput
          key={attempt}
          label={t('auth.reset.codeLabel')}
          autoFocus
          disabled={verify.isPending}
          error={otpError && translateText(otpError)}
          onChange={() => setOtpError(null)}
          onComplete={(code) => verify.mutate(code)}
        />
        <Group justify="space-between" mih={24}>
          {verify.isPending ? <Loader size="sm" aria-label={t('auth.reset.checking')} /> : <span />}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => send.mutate()}
            disabled={send.isPending}
          >
            {t('auth.reset.resend')}
          </Anchor>
        </Group>
      </Stack>
    )
  }
  return (
    <Stack>
      <Text size="sm">{t('auth.reset.newPasswordIntro')}</Text>
      <NewPasswordForm
        token={step.token}
        onSignedIn={(answer) => {
          completeSignIn(answer, { noReload: true })
          notifySuccess(t('auth.reset.success'))
        }}
      />
    </Stack>
  )
}
