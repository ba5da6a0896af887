import { OrganizationsModeration } from '../../features/superuser/organizations-moderation.tsx'

export function Component() {
  return <OrganizationsModeration />
}
