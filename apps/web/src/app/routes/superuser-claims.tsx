import { ClaimsModeration } from '../../features/superuser/claims-moderation.tsx'

export function Component() {
  return <ClaimsModeration />
}
