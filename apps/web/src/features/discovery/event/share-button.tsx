import { Button } from '@mantine/core'
import { IconShare } from '@tabler/icons-react'
import { notifyError, notifySuccess } from '../../../lib/notify.ts'
import { useDiscoveryTranslation } from '../locales/translation.ts'

type Props = { title: string; url: string }

/** The phone's share sheet where there is one; elsewhere the link goes to the clipboard. */
export function ShareButton({ title, url }: Props) {
  const { t } = useDiscoveryTranslation()
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
      } catch (error) {
        // Closing the share sheet is the visitor's choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) notifyError(error)
      }
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      notifySuccess(t('event.linkCopied'))
    } catch (error) {
      notifyError(error)
    }
  }
  return (
    <Button
      variant="light"
      leftSection={<IconShare size={18} aria-hidden />}
      onClick={() => void share()}
      aria-label={t('event.shareLabel')}
    >
      {t('event.share')}
    </Button>
  )
}
