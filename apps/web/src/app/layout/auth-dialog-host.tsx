import { lazy, Suspense, useState } from 'react'
import { useAuthDialog } from '../../features/auth/auth-dialog-store.ts'
import { withRestStyles } from '../styles/rest-styles.ts'

// The dialog's forms and social sign-in code load the first time someone opens it.
const AuthDialog = lazy(() =>
  withRestStyles(import('../../features/auth/auth-dialog.tsx')).then((module) => ({
    default: module.AuthDialog,
  })),
)

/** Mounts the auth dialog once it has been asked for; it stays mounted so closing can animate. */
export function AuthDialogHost() {
  const { shown } = useAuthDialog()
  const [used, setUsed] = useState(false)
  if (shown && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  )
}
