import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { currentUserQuery } from '../../lib/current-user.ts'
import { resendVerification } from '../../lib/email-confirmation.ts'
import { translateError } from '../../lib/error-text.ts'
import { errorMessageOf, notifyError, notifySuccess } from '../../lib/notify.ts'
import { useSession } from '../../lib/session.ts'
import { verifyEmail } from './api.ts'
import { openAuthDialog } from './auth-dialog-store.ts'

/** /verify-email?token=…: confirms the address on arrival; a bad link offers a new one (signed in) or login. */
export function VerifyEmailPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const { user } = useSession()
  const queryClient = useQueryClient()
  const token = params.get('token') ?? ''
  const verify = useMutation({
    mutationFn: verifyEmail,
    // The stored user learns that the address is confirmed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey }),
  })
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ code, message }) => notifySuccess(translateError(code, undefined, message)),
    onError: notifyError,
  })

  // Tokens work once: a second call (StrictMode, re-render) would turn success into an error.
  const sent = useRef<string | null>(null)
  useEffect(() => {
    if (sent.current === token) return
    sent.current = token
    verify.mutate(token)
  }, [token, verify.mutate])

  return (
    <Container size={560} py="xl">
      <Stack>
        <Title order={1}>{t('titles.verifyEmail')}</Title>
        {(verify.isIdle || verify.isPending) && (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text role="status">{t('verifyEmail.checking')}</Text>
          </Group>
        )}
        {verify.isSuccess && (
          <Alert
            color="mela"
            icon={<IconCircleCheck aria-hidden />}
            title={t('verifyEmail.success')}
            role="status"
          >
            <Button component={Link} to="/" variant="light" mt="xs">
              {t('verifyEmail.home')}
            </Button>
          </Alert>
        )}
        {verify.isError && (
          <Alert
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={t('verifyEmail.failed')}
            role="alert"
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{errorMessageOf(verify.error)}</Text>
              {user ? (
                <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
                  {t('verifyEmail.resend')}
                </Button>
              ) : (
                <>
                  <Text size="sm">{t('verifyEmail.loginToResend')}</Text>
                  <Button variant="default" onClick={() => openAuthDialog('login')}>
                    {t('verifyEmail.login')}
                  </Button>
                </>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
  )
}
