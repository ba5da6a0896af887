import { useSearchParams } from 'react-router'
import { OrganizationEventsPage } from '../../features/events/organization-events-page.tsx'

export function Component() {
  const [search] = useSearchParams()
  return <OrganizationEventsPage accountId={search.get('AccountID') ?? undefined} />
}
