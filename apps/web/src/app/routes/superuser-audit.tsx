import { AuditPage } from '../../features/superuser/audit-page.tsx'

export function Component() {
  return <AuditPage />
}
