import type { ReactNode } from 'react'
import classes from './session-slot.module.css'

/**
 * On a rendered page the server cannot know who is signed in (the session lives in the browser's
 * storage): it renders both versions and the browser shows one before the first paint, so a
 * signed-in reader never sees Login or Register flash by.
 */
export function SessionSlot({ signedIn = false, children }: { signedIn?: boolean; children: ReactNode }) {
  return <div className={signedIn ? classes.signedIn : classes.signedOut}>{children}</div>
}
