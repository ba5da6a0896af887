import { Alert, Container, Loader, Select, Stack, Text, Title } from '@mantine/core'
import type { Organization } from '@mela/shared/organization'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { myOrganizationsQuery } from '../../lib/organization-queries.ts'
import { usePermissions } from '../../lib/use-permissions.ts'
import { claimBalanceQuery } from './api.ts'
import { BalancePanel } from './balance-panel.tsx'
import { ClaimForm } from './claim-form.tsx'
import { ClaimList } from './claim-list.tsx'
import { EventStatements } from './event-statements.tsx'
import { useClaimsTranslation } from './locales/translation.ts'

/** /claims: pick one of the organizations I may claim for, see its money and claim it. */
export function ClaimsPage() {
  const { t } = useClaimsTranslation()
  const { can, loaded } = usePermissions()
  const organizations = useQuery(myOrganizationsQuery())
  const mine = (organizations.data ?? []).filter((account) => can(account.ID, 'claim_manage'))
  const [chosen, setChosen] = useState<string | null>(null)
  const account = mine.find((entry) => entry.ID === chosen) ?? mine[0]
  const waiting = organizations.isPending || !loaded

  return (
    <Container size="md" py="xl" px="sm">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.intro')}</Text>
        </Stack>
        {waiting && <Loader aria-label={t('page.title')} />}
        {!waiting && !account && <Alert variant="light">{t('page.noOrganizations')}</Alert>}
        {mine.length > 1 && account && (
          <Select
            label={t('page.organization')}
            data={mine.map((entry) => ({ value: entry.ID, label: entry.Name }))}
            value={account.ID}
            onChange={setChosen}
            allowDeselect={false}
            size="md"
          />
        )}
        {account && <OrganizationMoney key={account.ID} account={account} />}
      </Stack>
    </Container>
  )
}

function OrganizationMoney({ account }: { account: Organization }) {
  const { t } = useClaimsTranslation()
  const balance = useQuery(claimBalanceQuery(account.ID))
  if (balance.isPending) return <Loader aria-label={t('balance.title')} />
  if (!balance.data) return <Alert color="red">{t('page.loadFailed')}</Alert>
  return (
    <>
      <BalancePanel balance={balance.data} />
      <ClaimForm account={account} balance={balance.data} />
      <EventStatements accountId={account.ID} balance={balance.data} />
      <ClaimList accountId={account.ID} />
    </>
  )
}
