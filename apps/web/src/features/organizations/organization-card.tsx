import { Badge, Card, Divider, Stack } from '@mantine/core'
import type { Organization } from '@mela/shared/organization'
import { useId } from 'react'
import { usePermissions } from '../../lib/use-permissions.ts'
import { BankAccountList } from './bank-account-list.tsx'
import { useOrganizationsTranslation } from './locales/translation.ts'
import { OrganizationActions } from './organization-actions.tsx'
import { OrganizationCardHeader } from './organization-card-header.tsx'
import { roleName } from './role-name.ts'

/** One of my organizations: its header, my role, and what my role lets me do there. */
export function OrganizationCard({ account }: { account: Organization }) {
  const { t } = useOrganizationsTranslation()
  const headingId = useId()
  const { can } = usePermissions()
  const role = account.Role && (
    <Badge variant="outline" color="gray" tt="none">
      {t('card.yourRole', { role: roleName(account.Role) })}
    </Badge>
  )
  return (
    <Card component="article" withBorder padding="lg" radius="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <OrganizationCardHeader account={account} headingId={headingId} aside={role} />
        <OrganizationActions account={account} />
        {can(account.ID, 'bank_account_manage') && (
          <>
            <Divider />
            <BankAccountList account={account} />
          </>
        )}
      </Stack>
    </Card>
  )
}
