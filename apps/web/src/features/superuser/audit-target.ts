import type { AuditEntry } from '@mela/shared/superuser'

type Target = Pick<AuditEntry, 'TargetType' | 'TargetID' | 'TargetName'>

/** What an audit row acted on, for people: its kind and name, or its kind and the ID's first eight characters. */
export const auditTargetText = (target: Target, kind: string) =>
  target.TargetName ? `${kind}: ${target.TargetName}` : `${kind} ${target.TargetID.slice(0, 8)}`

/** The key of a target type among the translations (`bank-account` → `bank_account`). */
export const targetTypeKey = (type: string) => type.replace(/-/g, '_')
