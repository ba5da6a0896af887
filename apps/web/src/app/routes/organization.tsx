import { OrganizationsPage } from '../../features/organizations/organizations-page.tsx'

export function Component() {
  return <OrganizationsPage />
}
