import '../../features/organizations/sidebar-forms.ts'
import { ClaimsPage } from '../../features/claims/claims-page.tsx'

export function Component() {
  return <ClaimsPage />
}
