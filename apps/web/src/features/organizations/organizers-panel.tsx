import { Divider, Stack } from '@mantine/core'
import type { Organization } from '@mela/shared/organization'
import { OrganizerAddForm } from './organizer-add-form.tsx'
import { OrganizerList } from './organizer-list.tsx'

export type OrganizersPanelProps = { account: Organization }

/**
 * Manage organizers (sidebar): add people by username or e-mail with a role, remove them. It stays
 * open after each change, so a team can be put together in one go.
 */
export function OrganizersPanel({ account }: OrganizersPanelProps) {
  return (
    <Stack gap="lg">
      <OrganizerAddForm account={account} />
      <Divider />
      <OrganizerList account={account} />
    </Stack>
  )
}
