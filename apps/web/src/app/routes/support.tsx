import { SupportPage } from '../../features/info-pages/support-page.tsx'

export function Component() {
  return <SupportPage />
}
