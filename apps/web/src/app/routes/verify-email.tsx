import { VerifyEmailPage } from '../../features/auth/verify-email-page.tsx'

export function Component() {
  return <VerifyEmailPage />
}
