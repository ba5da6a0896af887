import { Button, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { maskAccountNumber, type Organization } from '@mela/shared/organization'
import { IconBuildingBank, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { bankAccountsQuery } from '../../lib/organization-queries.ts'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { useOrganizationsTranslation } from './locales/translation.ts'

/** Where the organization's money goes: the accounts on file, masked, and a way to add one. */
export function BankAccountList({ account }: { account: Organization }) {
  const { t } = useOrganizationsTranslation()
  const { data, isPending } = useQuery(bankAccountsQuery(account.ID))
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {t('bank.listTitle')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => openSidebar({ form: 'bank-account', props: { account } })}
        >
          {t('bank.add')}
        </Button>
      </Group>
      {isPending && <Loader size="sm" aria-label={t('bank.listTitle')} />}
      {data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('bank.empty')}
        </Text>
      )}
      {data && data.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.map((bank) => {
            const masked = maskAccountNumber(bank.AccountNumber)
            return (
              <Group component="li" key={bank.ID} gap="sm" wrap="nowrap" align="flex-start">
                <IconBuildingBank size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <div>
                  <Text size="sm" fw={500}>
                    {bank.BankName}, {bank.BranchName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {bank.AccountName} · <span aria-hidden>{masked}</span>
                    <VisuallyHidden>{t('bank.number', { last: masked.slice(-4) })}</VisuallyHidden>
                  </Text>
                </div>
              </Group>
            )
          })}
        </Stack>
      )}
    </Stack>
  )
}
