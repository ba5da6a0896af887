import { ShortLinksPage } from '../../features/short-links/short-links-page.tsx'

export function Component() {
  return <ShortLinksPage />
}
