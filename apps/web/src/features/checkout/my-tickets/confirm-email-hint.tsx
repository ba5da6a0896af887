import { Alert, Button, Stack, Text } from '@mantine/core'
import { IconMailQuestion } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { resendVerification } from '../../../lib/email-confirmation.ts'
import { translateError } from '../../../lib/error-text.ts'
import { notifyError } from '../../../lib/notify.ts'
import { useSession } from '../../../lib/session.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'

/**
 * Tickets bought as a guest with my e-mail join my list once I confirm that address
 * (docs/decisions/guest-buyers.md, "Signing in later claims a guest's purchases only through a verified
 * e-mail"): until then the list may look empty for no reason a buyer can guess, so it says why and offers
 * the confirmation mail again.
 */
export function ConfirmEmailHint() {
  const { t } = useCheckoutTranslation()
  const { user } = useSession()
  const resend = useMutation({ mutationFn: resendVerification, onError: notifyError })
  if (!user?.Email || user.EmailVerified !== false) return null
  return (
    <Alert variant="light" color="blue" icon={<IconMailQuestion aria-hidden />} p="sm">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('list.confirmEmail', { email: user.Email })}
        </Text>
        {resend.isSuccess ? (
          <Text size="sm" fw={600} role="status">
            {translateError(resend.data.code, undefined, resend.data.message)}
          </Text>
        ) : (
          <Button size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
            {t('list.confirmEmailAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
