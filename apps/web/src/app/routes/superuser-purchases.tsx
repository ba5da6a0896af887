import { PurchasesModeration } from '../../features/superuser/purchases-moderation.tsx'

export function Component() {
  return <PurchasesModeration />
}
