import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { REASON_MAX } from '@mela/shared/superuser'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { superuserKeys } from '../../lib/query-keys.ts'
import { useSuperuserTranslation } from './locales/translation.ts'
import type { RowAction } from './row-actions.ts'

type Props = {
  action: RowAction
  name: string
  run: (reason: string) => Promise<unknown>
  onClose: () => void
}

/** Asks before an action, with a reason where the API takes one (required where it needs one). */
export function ConfirmAction({ action, name, run, onClose }: Props) {
  const { t } = useSuperuserTranslation()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const missing = action.reason === 'required' && reason.trim() === ''
  const mutation = useMutation({
    mutationFn: () => run(reason.trim()),
    onSuccess: () => {
      notifySuccess(t('confirm.done'))
      void queryClient.invalidateQueries({ queryKey: superuserKeys.all })
      onClose()
    },
    onError: notifyError,
  })
  const submit = () => {
    setTouched(true)
    if (!missing) mutation.mutate()
  }
  return (
    <Modal opened onClose={onClose} title={t(`actions.${action.action}`)} centered>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{t(`confirm.${action.action}`, { name })}</Text>
        {action.reason !== 'none' && (
          <Textarea
            label={action.reason === 'required' ? t('confirm.reason') : t('confirm.reasonOptional')}
            required={action.reason === 'required'}
            value={reason}
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            error={touched && missing ? t('confirm.reasonNeeded') : undefined}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button color={action.color ?? 'mela'} loading={mutation.isPending} onClick={submit}>
            {t(`actions.${action.action}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
