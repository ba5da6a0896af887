import { FollowingPage } from '../../features/follows/following-page.tsx'

export function Component() {
  return <FollowingPage />
}
