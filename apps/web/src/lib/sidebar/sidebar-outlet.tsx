import { lazy, Suspense, useState } from 'react'
import { withRestStyles } from '../../app/styles/rest-styles.ts'
import { useSidebar } from './sidebar-store.ts'

// The drawer's code loads the first time a page opens a form in it; most visits never do.
const SidebarHost = lazy(() =>
  withRestStyles(import('./sidebar-host.tsx')).then((module) => ({ default: module.SidebarHost })),
)

/** Where the layout puts the sidebar drawer. */
export function SidebarOutlet() {
  const { shown } = useSidebar()
  const [used, setUsed] = useState(false)
  if (shown && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <SidebarHost />
    </Suspense>
  )
}
