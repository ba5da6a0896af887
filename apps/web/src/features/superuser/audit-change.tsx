import { Text } from '@mantine/core'
import type { AuditEntry } from '@mela/shared/superuser'
import { changeValueText } from './audit-change-text.ts'
import { useSuperuserTranslation } from './locales/translation.ts'

function parsed(json: string | null): Record<string, unknown> {
  if (!json) return {}
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Each changed field of an audit row as `Field: before → after`. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { language } = useSuperuserTranslation()
  const shown = (value: unknown) => changeValueText(value, language)
  const before = parsed(entry.Before)
  const after = parsed(entry.After)
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return (
    <>
      {fields.map((field) => (
        <Text key={field} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {field}: {shown(before[field])} → {shown(after[field])}
        </Text>
      ))}
    </>
  )
}
