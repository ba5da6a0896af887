import { Box, Divider, LoadingOverlay, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clientConfigQuery } from './api.ts'
import { FacebookButton } from './facebook-button.tsx'
import { GoogleButton } from './google-button.tsx'
import { useSocialSignIn } from './use-social-sign-in.ts'

type Provider = 'google' | 'facebook'

/** Google and Facebook sign-in, each only when configured, then the "Or" divider above the form. */
export function SocialButtons() {
  const { t } = useTranslation()
  const { data: config } = useQuery(clientConfigQuery())
  const { signInWithGoogle, signInWithFacebook, pending } = useSocialSignIn()
  // A provider whose script cannot load (offline, blocked) drops out instead of leaving a dead button.
  const [unavailable, setUnavailable] = useState<Provider[]>([])
  const drop = (provider: Provider) => () => setUnavailable((list) => [...list, provider])

  const googleId = unavailable.includes('google') ? null : config?.GoogleClientId
  const facebookId = unavailable.includes('facebook') ? null : config?.FacebookAppId
  if (!googleId && !facebookId) return null
  return (
    <Box pos="relative">
      <LoadingOverlay visible={pending} />
      <Stack gap="sm">
        {googleId && (
          <GoogleButton clientId={googleId} onCredential={signInWithGoogle} onUnavailable={drop('google')} />
        )}
        {facebookId && (
          <FacebookButton
            appId={facebookId}
            onAccessToken={signInWithFacebook}
            onUnavailable={drop('facebook')}
          />
        )}
      </Stack>
      <Divider label={t('auth.or')} labelPosition="center" my="md" />
    </Box>
  )
}
