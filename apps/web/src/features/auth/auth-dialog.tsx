import { Alert, Anchor, Box, Modal, Tabs, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { DIALOG_MAX_WIDTH } from '@mela/shared/constants'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { closeAuthDialog, isAuthTab, showAuthTab, useAuthDialog } from './auth-dialog-store.ts'
import { GoogleRegisterForm } from './google-register-form.tsx'
import { LoginForm } from './login-form.tsx'
import { RegisterForm } from './register-form.tsx'
import { ResetPasswordPanel } from './reset-password-panel.tsx'
import { SocialButtons } from './social-buttons.tsx'

/** The authentication dialog of product §2: login, register, reset-password and, when needed, google. */
export function AuthDialog() {
  const { t } = useTranslation()
  const { shown, tab, google, reason } = useAuthDialog()
  // On a phone the dialog takes the whole screen: the register form is long and keyboards are tall.
  const phone = useMediaQuery('(max-width: 36em)')

  return (
    <Modal
      opened={shown}
      onClose={closeAuthDialog}
      size={DIALOG_MAX_WIDTH}
      fullScreen={phone}
      title={t('auth.dialogTitle')}
      closeButtonProps={{ 'aria-label': t('auth.close') }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 600 } }}
    >
      {reason === 'guest' && (
        <Alert color="yellow" mb="md" role="status">
          {t('auth.guestReason')}
        </Alert>
      )}
      {reason === 'tickets' && (
        <Alert color="blue" mb="md" p="sm">
          <Text size="sm">{t('auth.ticketsReason')}</Text>
          {/* The login route closes the dialog when it is left this way. */}
          <Anchor component={Link} to="/tickets/find" size="sm" fw={600}>
            {t('auth.findByPhone')}
          </Anchor>
        </Alert>
      )}
      {/* Panels unmount when left: each form starts fresh and only the visible one is in the page. */}
      <Tabs
        value={tab}
        onChange={(value) => isAuthTab(value) && showAuthTab(value)}
        keepMounted={false}
        // Four tabs must share one row at 360 px: narrower padding, and a scroll rather than a wrap.
        styles={{
          list: { flexWrap: 'nowrap', overflowX: 'auto' },
          tab: { paddingInline: 'var(--mantine-spacing-xs)' },
        }}
      >
        <Tabs.List grow aria-label={t('auth.tabs.label')} mb="lg">
          <Tabs.Tab value="login">{t('auth.tabs.login')}</Tabs.Tab>
          <Tabs.Tab value="register">{t('auth.tabs.register')}</Tabs.Tab>
          <Tabs.Tab value="reset-password">{t('auth.tabs.resetPassword')}</Tabs.Tab>
          {google && (
            <Tabs.Tab value="google">
              {t('auth.tabs.google')}
              <Box component="span" visibleFrom="sm">
                {' '}
                {t('auth.tabs.signIn')}
              </Box>
            </Tabs.Tab>
          )}
        </Tabs.List>
        {tab !== 'reset-password' && <SocialButtons />}
        <Tabs.Panel value="login">
          <LoginForm />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <RegisterForm />
        </Tabs.Panel>
        <Tabs.Panel value="reset-password">
          <ResetPasswordPanel />
        </Tabs.Panel>
        {google && (
          <Tabs.Panel value="google">
            <GoogleRegisterForm key={google.idToken} google={google} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Modal>
  )
}
