import { PerformersModeration } from '../../features/superuser/performers-moderation.tsx'

export function Component() {
  return <PerformersModeration />
}
