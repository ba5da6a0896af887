import { FollowingPage } from '../../features/discovery/follow/following-page.tsx'

export function Component() {
  return <FollowingPage />
}
