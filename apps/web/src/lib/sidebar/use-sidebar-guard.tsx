import { useUnsavedChangesGuard } from '../unsaved-changes-guard.tsx'
import { useSidebarDirty } from './sidebar-store.ts'

/**
 * For a form in the sidebar with unsaved edits: closing the drawer, leaving the page or closing
 * the tab all ask first. Render the returned element.
 */
export function useSidebarGuard(dirty: boolean) {
  useSidebarDirty(dirty)
  return useUnsavedChangesGuard(dirty)
}
