import { ResetPasswordPage } from '../../features/auth/reset-password-page.tsx'

export function Component() {
  return <ResetPasswordPage />
}
