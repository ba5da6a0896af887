import { Text } from '@mantine/core'
import type { AuditEntry } from '@mela/shared/superuser'

function parsed(json: string | null): Record<string, unknown> {
  if (!json) return {}
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value))

/** Each changed field of an audit row as `Field: before → after`. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
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
