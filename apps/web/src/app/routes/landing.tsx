import { LandingPage } from '../../features/discovery/landing/landing-page.tsx'

export function Component() {
  return <LandingPage />
}
