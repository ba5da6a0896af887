import { CommunicationsPage } from '../../features/communications/communications-page.tsx'

export function Component() {
  return <CommunicationsPage />
}
