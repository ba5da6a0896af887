import { useEffect, useRef } from 'react'

/**
 * Calls `onNearEnd` when the returned element comes within a screen of view: infinite scroll.
 * Browsers without IntersectionObserver simply keep the "Load more" button.
 */
export function useNearEnd<T extends Element>(onNearEnd: () => void, enabled: boolean) {
  const ref = useRef<T>(null)
  const callback = useRef(onNearEnd)
  callback.current = onNearEnd
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled])
  return ref
}
