import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { notifySuccess } from '../../lib/notify.ts'
import { openAuthDialog } from './auth-dialog-store.ts'
import { NewPasswordForm } from './new-password-form.tsx'
import { useCompleteSignIn } from './use-complete-sign-in.ts'

/** /reset-password?token=… from the reset mail: a new password, then signed in at home (product §4). */
export function ResetPasswordPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const completeSignIn = useCompleteSignIn()
  const askAgain = (
    <Button variant="default" size="xs" onClick={() => openAuthDialog('reset-password')}>
      {t('resetPage.requestNew')}
    </Button>
  )

  return (
    <Container size={460} py="xl">
      <Stack>
        <Title order={1}>{t('titles.resetPassword')}</Title>
        <Text>{t('resetPage.intro')}</Text>
        <NewPasswordForm
          // Without a token the API answers with its Token error: the same alert as for an old link.
          token={params.get('token') ?? ''}
          tokenAction={askAgain}
          onSignedIn={(answer) => {
            completeSignIn(answer, { home: '/' })
            notifySuccess(t('auth.reset.success'))
          }}
        />
      </Stack>
    </Container>
  )
}
