import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { BankAccountCorrection, type ModeratedClaim, REASON_MAX } from '@mela/shared/superuser'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { focusFirstError, showFormErrors } from '../../lib/form-errors.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { superuserKeys } from '../../lib/query-keys.ts'
import { parsedValues, useZodForm } from '../../lib/zod-form.ts'
import { correctBankAccount } from './api.ts'
import { useSuperuserTranslation } from './locales/translation.ts'

const FIELDS = [
  ['BankName', 'bankName', 100],
  ['BranchName', 'branchName', 100],
  ['AccountName', 'accountName', 150],
  ['AccountNumber', 'accountNumber', 34],
] as const

/** The button and dialog that correct a claim's bank account, with a reason (the only way to change one). */
export function BankCorrection({ claim }: { claim: ModeratedClaim }) {
  const { t } = useSuperuserTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" variant="default" onClick={() => setOpen(true)}>
        {t('actions.correctBank')}
      </Button>
      {open && <BankCorrectionDialog claim={claim} onClose={() => setOpen(false)} />}
    </>
  )
}

function BankCorrectionDialog({ claim, onClose }: { claim: ModeratedClaim; onClose: () => void }) {
  const { t } = useSuperuserTranslation()
  const queryClient = useQueryClient()
  const bank = claim.BankAccount
  const form = useZodForm(BankAccountCorrection, {
    BankName: bank.BankName,
    BranchName: bank.BranchName,
    AccountName: bank.AccountName,
    AccountNumber: bank.AccountNumber,
    Reason: '',
  })
  const mutation = useMutation({
    mutationFn: (input: BankAccountCorrection) => correctBankAccount(bank.ID, input),
    onSuccess: () => {
      notifySuccess(t('confirm.done'))
      void queryClient.invalidateQueries({ queryKey: superuserKeys.all })
      onClose()
    },
    onError: (error) => showFormErrors(form, error),
  })
  return (
    <Modal opened onClose={onClose} title={t('bank.title')} centered>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => mutation.mutate(parsedValues(BankAccountCorrection, values)),
          focusFirstError(form),
        )}
      >
        <Stack gap="sm">
          <Text size="sm">{t('bank.intro')}</Text>
          {FIELDS.map(([field, label, max]) => (
            <TextInput
              key={field}
              label={t(`bank.${label}`)}
              required
              maxLength={max}
              {...form.getInputProps(field)}
            />
          ))}
          <Textarea
            label={t('confirm.reason')}
            required
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            {...form.getInputProps('Reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('confirm.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('bank.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
