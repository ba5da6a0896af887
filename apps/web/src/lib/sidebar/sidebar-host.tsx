import { Drawer } from '@mantine/core'
import { SIDEBAR_WIDTH } from '@mela/shared/constants'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useCommonFormsTranslation } from '../common-forms/translation.ts'
import { SidebarDiscardDialog } from './sidebar-discard-dialog.tsx'
import { closeSidebar, type SidebarRequest, sidebarFormOf, useSidebar } from './sidebar-store.ts'

/** The right-side drawer (product §2) showing whichever registered form was opened with openSidebar. */
export function SidebarHost() {
  const { t } = useCommonFormsTranslation()
  const { shown, request, dirty, key } = useSidebar()
  // The last form stays rendered while the drawer slides out, instead of emptying at once.
  const [last, setLast] = useState<{ request: SidebarRequest; key: number } | null>(null)
  if (request && last?.key !== key) setLast({ request, key })
  const [confirming, setConfirming] = useState(false)
  if (!shown && confirming) setConfirming(false)

  // A form belongs to the page it was opened on: going elsewhere (after the unsaved-edits
  // question, if any) puts it away.
  const { pathname } = useLocation()
  const openedOn = useRef(pathname)
  useEffect(() => {
    if (openedOn.current === pathname) return
    openedOn.current = pathname
    closeSidebar()
  }, [pathname])

  const form = last ? sidebarFormOf(last.request.form) : undefined
  const requestClose = () => (dirty ? setConfirming(true) : closeSidebar())

  return (
    <>
      <Drawer
        opened={shown && Boolean(form)}
        onClose={requestClose}
        position="right"
        size={SIDEBAR_WIDTH}
        title={form && last ? form.title(last.request.props) : undefined}
        closeButtonProps={{ 'aria-label': t('sidebar.close') }}
        styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {form && last && <form.Component key={last.key} {...(last.request.props as object)} />}
      </Drawer>
      <SidebarDiscardDialog
        opened={confirming}
        onStay={() => setConfirming(false)}
        onLeave={() => {
          setConfirming(false)
          closeSidebar()
        }}
      />
    </>
  )
}
