import { Box, Skeleton, useComputedColorScheme } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loadGoogleIdentity } from './google-identity.ts'

type Props = { clientId: string; onCredential: (credential: string) => void; onUnavailable: () => void }

const MAX_WIDTH = 400

/** Google's own button (GIS draws it; custom buttons are not allowed), in the page's theme and language. */
export function GoogleButton({ clientId, onCredential, onUnavailable }: Props) {
  const { i18n } = useTranslation()
  const dark = useComputedColorScheme('dark') === 'dark'
  const host = useRef<HTMLDivElement>(null)
  const [drawn, setDrawn] = useState(false)
  const latest = useRef({ onCredential, onUnavailable })
  latest.current = { onCredential, onUnavailable }

  useEffect(() => {
    let cancelled = false
    loadGoogleIdentity(clientId, (credential) => latest.current.onCredential(credential)).then(
      (accountsId) => {
        if (cancelled || !host.current) return
        host.current.replaceChildren()
        accountsId.renderButton(host.current, {
          type: 'standard',
          theme: dark ? 'filled_black' : 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          width: Math.min(MAX_WIDTH, host.current.offsetWidth || MAX_WIDTH),
          locale: i18n.resolvedLanguage ?? 'en',
        })
        setDrawn(true)
      },
      () => !cancelled && latest.current.onUnavailable(),
    )
    return () => {
      cancelled = true
    }
  }, [clientId, dark, i18n.resolvedLanguage])

  return (
    <Box pos="relative" mih={44}>
      {!drawn && <Skeleton pos="absolute" inset={0} h={44} />}
      <Box ref={host} style={{ display: 'flex', justifyContent: 'center' }} />
    </Box>
  )
}
