import { Alert } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'

/** Says which fields an update cannot change (product §4), above the form's fields. */
export function FixedFieldsNotice({ children }: { children: string }) {
  return (
    <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />} p="xs">
      {children}
    </Alert>
  )
}
