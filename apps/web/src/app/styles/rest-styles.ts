/** Mantine's styles for every component checkout's first screen does not use (mantine-rest.ts). */
export const loadRestStyles = () => import('./mantine-rest.ts')

/**
 * A lazily loaded module together with the rest of Mantine's styles, so whatever it shows (a page, a
 * dialog, a drawer) is styled from its first frame.
 */
export const withRestStyles = <T>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadRestStyles()]).then(([loaded]) => loaded)

/** The first tap, key or focus loads them too: every menu and dialog opens from one. */
export function loadRestStylesOnFirstInteraction() {
  const load = () => {
    for (const type of EVENTS) window.removeEventListener(type, load, true)
    void loadRestStyles()
  }
  for (const type of EVENTS) window.addEventListener(type, load, { capture: true, passive: true })
}

const EVENTS = ['pointerdown', 'keydown', 'focusin'] as const
