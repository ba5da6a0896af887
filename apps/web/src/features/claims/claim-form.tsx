import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, Title } from '@mantine/core'
import type { ClaimBalance } from '@mela/shared/claim'
import { type BankAccount, maskAccountNumber, type Organization } from '@mela/shared/organization'
import { IconPlus } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAppEvent } from '../../lib/app-events.ts'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { bankAccountsQuery } from '../../lib/organization-queries.ts'
import { organizationKeys } from '../../lib/query-keys.ts'
import { openSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { requestClaim } from './api.ts'
import { useClaimsTranslation } from './locales/translation.ts'
import { taka } from './money.ts'

/** product §3: bank name, branch, account name and the number masked to its last 4 digits. */
export const bankLabel = (bank: BankAccount) =>
  `${bank.BankName}, ${bank.BranchName} · ${bank.AccountName} · ${maskAccountNumber(bank.AccountNumber)}`

/** Ask to be paid up to what is available into one of the organization's bank accounts, after a confirmation. */
export function ClaimForm({ account, balance }: { account: Organization; balance: ClaimBalance }) {
  const { t, language } = useClaimsTranslation()
  const queryClient = useQueryClient()
  const banks = useQuery(bankAccountsQuery(account.ID))
  // A bank account added from the sidebar shows up here at once.
  useAppEvent('bank-account:new', ({ accountId }) => {
    void queryClient.invalidateQueries({ queryKey: bankAccountsQuery(accountId).queryKey })
  })
  const [bankId, setBankId] = useState<string | null>(null)
  const [amount, setAmount] = useState<number | string>('')
  const [confirming, setConfirming] = useState(false)
  const bank = banks.data?.find((entry) => entry.ID === bankId) ?? banks.data?.[0]
  const value = typeof amount === 'number' ? amount : Number.NaN
  const over = value > balance.Available
  const valid = bank && value > 0 && !over
  const claim = useMutation({
    mutationFn: () => requestClaim({ AccountID: account.ID, BankAccountID: bank?.ID ?? '', Amount: value }),
    onSuccess: (made) => {
      setConfirming(false)
      setAmount('')
      notifySuccess(t('form.done', { amount: taka(made.Amount, language) }))
      void queryClient.invalidateQueries({ queryKey: organizationKeys.claims(account.ID) })
    },
    onError: (error) => {
      setConfirming(false)
      notifyError(error)
      void queryClient.invalidateQueries({ queryKey: organizationKeys.claims(account.ID) })
    },
  })
  const addBank = (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => openSidebar({ form: 'bank-account', props: { account } })}
    >
      {t('form.addBank')}
    </Button>
  )

  return (
    <Stack gap="sm" component="section" aria-labelledby="claim-form-title">
      <Title order={2} size="h3" id="claim-form-title">
        {t('form.title')}
      </Title>
      {banks.data?.length === 0 ? (
        <Alert variant="light">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('form.noBank')}</Text>
            {addBank}
          </Stack>
        </Alert>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (valid) setConfirming(true)
          }}
        >
          <Stack gap="sm">
            <Select
              label={t('form.bankAccount')}
              placeholder={t('form.bankPlaceholder')}
              data={(banks.data ?? []).map((entry) => ({ value: entry.ID, label: bankLabel(entry) }))}
              value={bank?.ID ?? null}
              onChange={setBankId}
              allowDeselect={false}
              size="md"
              // The chosen account in full, wrapped, where a narrow field would cut it off.
              description={bank ? bankLabel(bank) : undefined}
              inputWrapperOrder={['label', 'input', 'description']}
            />
            <NumberInput
              label={t('form.amount')}
              description={t('form.amountHint', { available: taka(balance.Available, language) })}
              value={amount}
              onChange={setAmount}
              min={0}
              max={balance.Available}
              decimalScale={2}
              hideControls
              inputMode="decimal"
              size="md"
              error={
                over ? t('form.overAvailable', { available: taka(balance.Available, language) }) : undefined
              }
            />
            <Group justify="space-between">
              {addBank}
              <Button type="submit" size="md" disabled={!valid} loading={claim.isPending}>
                {t('form.submit')}
              </Button>
            </Group>
            {balance.Available <= 0 && (
              <Text size="sm" c="dimmed">
                {t('form.nothing')}
              </Text>
            )}
          </Stack>
        </form>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('form.confirmTitle', { amount: taka(value || 0, language) })}
        centered
      >
        <Stack>
          <Text>
            {t('form.confirmText', { amount: taka(value || 0, language), bank: bank ? bankLabel(bank) : '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('form.cancel')}
            </Button>
            <Button onClick={() => claim.mutate()} loading={claim.isPending}>
              {t('form.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
