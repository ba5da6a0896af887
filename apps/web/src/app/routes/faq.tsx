import { FaqPage } from '../../features/info-pages/faq-page.tsx'

export function Component() {
  return <FaqPage />
}
