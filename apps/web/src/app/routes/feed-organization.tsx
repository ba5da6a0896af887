import { useParams } from 'react-router'
import { OrganizationFeedPage } from '../../features/discovery/feed/organization-feed-page.tsx'

// One path segment names the organization: its feed URL, or `Organization={id}`.
export function Component() {
  const { accountUrl = '' } = useParams()
  return <OrganizationFeedPage key={accountUrl} segment={accountUrl} />
}
