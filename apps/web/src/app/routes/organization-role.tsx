import { useParams } from 'react-router'
import { RoleManagerPage } from '../../features/organizations/role-manager-page.tsx'

export function Component() {
  const { accountId = '' } = useParams()
  // Keyed: moving to another organization's roles starts the page afresh.
  return <RoleManagerPage key={accountId} accountId={accountId} />
}
