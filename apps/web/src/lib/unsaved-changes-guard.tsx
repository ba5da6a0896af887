import { Button, Group, Modal, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router'

/**
 * Asks before leaving a page with unsaved edits: in-app navigation gets a confirm dialog (render
 * the returned element), closing or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show a prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      centered
    >
      <Text>{t('unsaved.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  )
}
