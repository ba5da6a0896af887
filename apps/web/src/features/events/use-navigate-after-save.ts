import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'

/**
 * Navigates once the page has re-rendered: a form that has just saved (and reset its dirty state)
 * must not meet its own unsaved-changes guard, which only learns of the save on the next render.
 * Call it after useUnsavedChangesGuard: effects run in order, and the guard's must update first.
 */
export function useNavigateAfterSave() {
  const navigate = useNavigate()
  const [target, setTarget] = useState<string | null>(null)
  useEffect(() => {
    if (target) navigate(target)
  }, [target, navigate])
  return setTarget
}
