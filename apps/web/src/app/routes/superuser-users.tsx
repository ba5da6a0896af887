import { UsersModeration } from '../../features/superuser/users-moderation.tsx'

export function Component() {
  return <UsersModeration />
}
