import { Button } from '@mantine/core'
import { IconBrandFacebookFilled } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type FacebookSdk, facebookLogin, loadFacebookSdk } from './facebook-sdk.ts'

type Props = { appId: string; onAccessToken: (accessToken: string) => void; onUnavailable: () => void }

// Facebook's brand blue (2023), which carries white text at AA contrast; the older #1877F2 does not.
const FACEBOOK_BLUE = '#0866FF'

/** "Continue with Facebook": usable once the SDK is there, since the popup must open on the click itself. */
export function FacebookButton({ appId, onAccessToken, onUnavailable }: Props) {
  const { t } = useTranslation()
  const [sdk, setSdk] = useState<FacebookSdk | null>(null)
  const unavailable = useRef(onUnavailable)
  unavailable.current = onUnavailable

  useEffect(() => {
    let cancelled = false
    loadFacebookSdk(appId).then(
      (loaded) => !cancelled && setSdk(loaded),
      () => !cancelled && unavailable.current(),
    )
    return () => {
      cancelled = true
    }
  }, [appId])

  const signIn = () => {
    if (!sdk) return
    void facebookLogin(sdk).then((accessToken) => accessToken && onAccessToken(accessToken))
  }

  return (
    <Button
      fullWidth
      size="md"
      color={FACEBOOK_BLUE}
      leftSection={<IconBrandFacebookFilled size={20} aria-hidden />}
      loading={!sdk}
      onClick={signIn}
    >
      {t('auth.facebook')}
    </Button>
  )
}
