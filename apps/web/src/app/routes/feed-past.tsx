import { FeedPage } from '../../features/discovery/feed/feed-page.tsx'

export function Component() {
  return <FeedPage past />
}
