import { useParams } from 'react-router'
import { OrganizationPerformersPage } from '../../features/performers/organization-performers-page.tsx'

export function Component() {
  const { organizationID = '' } = useParams()
  return <OrganizationPerformersPage key={organizationID} organizationId={organizationID} />
}
