import { ProfilePage } from '../../features/profile/profile-page.tsx'

export function Component() {
  return <ProfilePage />
}
