import { UserAgreementPage } from '../../features/info-pages/user-agreement-page.tsx'

export function Component() {
  return <UserAgreementPage />
}
