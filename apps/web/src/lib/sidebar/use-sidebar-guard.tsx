import { useUnsavedChangesGuard } from '../unsaved-changes-guard.tsx'
import { useSidebar, useSidebarDirty } from './sidebar-store.ts'

/**
 * For a form in the sidebar with unsaved edits: closing the drawer, leaving the page or closing
 * the tab all ask first. Render the returned element.
 *
 * Only while the drawer is shown: a form that saved and closed stays rendered as the drawer slides
 * out, and its edits must not hold back a click on the page meanwhile (the question would vanish
 * with the drawer, and the click with it).
 */
export function useSidebarGuard(dirty: boolean) {
  const { shown } = useSidebar()
  useSidebarDirty(dirty)
  return useUnsavedChangesGuard(dirty && shown)
}
