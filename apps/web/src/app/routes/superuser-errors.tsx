import { SuperuserErrorsPage } from '../../features/telemetry/superuser-errors-page.tsx'

export function Component() {
  return <SuperuserErrorsPage />
}
