import { Anchor, Badge, Group } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { resendVerification } from '../../lib/email-confirmation.ts'
import { translateError } from '../../lib/error-text.ts'
import { notifyError, notifySuccess } from '../../lib/notify.ts'

/** Whether the saved e-mail address is confirmed, with a new confirmation link on offer when it is not. */
export function EmailStatus({ verified }: { verified: boolean }) {
  const { t } = useTranslation()
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ code, message }) => notifySuccess(translateError(code, undefined, message)),
    onError: notifyError,
  })
  return (
    <Group gap="sm" mt={6}>
      <Badge color={verified ? 'mela' : 'yellow'} variant="light">
        {verified ? t('profile.verified') : t('profile.unverified')}
      </Badge>
      {!verified && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          {t('profile.resend')}
        </Anchor>
      )}
    </Group>
  )
}
