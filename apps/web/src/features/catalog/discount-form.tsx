import {
  Button,
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import type { Discount } from '@mela/shared/catalog'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { emitAppEvent } from '../../lib/app-events.ts'
import { focusFirstError, showFormErrors } from '../../lib/form-errors.ts'
import { ticketName } from '../../lib/localized.ts'
import { notifySuccess } from '../../lib/notify.ts'
import { closeSidebar } from '../../lib/sidebar/sidebar-store.ts'
import { useSidebarGuard } from '../../lib/sidebar/use-sidebar-guard.tsx'
import { useZodForm } from '../../lib/zod-form.ts'
import { createDiscount, ticketsQuery, updateDiscount } from './api.ts'
import { DiscountExpiryField } from './discount-expiry-field.tsx'
import {
  type DiscountFormValues,
  discountableTickets,
  discountCreateSchema,
  discountFormValues,
  discountUpdateSchema,
  expiryPassed,
  toDiscountUpdate,
} from './discount-form-values.ts'
import { FixedFieldsNotice } from './fixed-fields-notice.tsx'
import { useCatalogTranslation } from './locales/translation.ts'

/** In update mode the discount being edited; without it the form adds one. */
export type DiscountFormProps = { eventId: string; accountId: string; discount?: Discount }

/** The discount form (sidebar): product §5's rules; afterwards only description, uses and expiry change. */
export function DiscountForm({ eventId, discount }: DiscountFormProps) {
  const { t, language } = useCatalogTranslation()
  // The clock the rules compare expiries with: when the form opened.
  const [now] = useState(() => new Date())
  const tickets = discountableTickets(useQuery(ticketsQuery(eventId)).data ?? [])
  const schema = discount ? discountUpdateSchema(discount, now) : discountCreateSchema(now)
  const form = useZodForm<DiscountFormValues>(schema, discountFormValues(eventId, discount))
  const guard = useSidebarGuard(form.isDirty())
  const mutation = useMutation({
    mutationFn: (values: DiscountFormValues) =>
      discount
        ? updateDiscount(discount.ID, toDiscountUpdate(values))
        : createDiscount(discountCreateSchema(now).parse(values)),
    onSuccess: (saved) => {
      notifySuccess(t(discount ? 'discountForm.updated' : 'discountForm.created', { code: saved.Code }))
      emitAppEvent(discount ? 'discount:edit' : 'discount:new', { eventId })
      closeSidebar()
    },
    onError: (error) => showFormErrors(form, error),
  })
  const fixed = Boolean(discount)
  const percentage = form.values.DiscountType === 'percentage'

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values), focusFirstError(form))}>
      <Stack gap="md">
        {fixed && <FixedFieldsNotice>{t('discountForm.fixed')}</FixedFieldsNotice>}
        <TextInput
          label={t('discountForm.code')}
          description={fixed ? undefined : t('discountForm.codeHint')}
          disabled={fixed}
          autoComplete="off"
          data-autofocus={!fixed || undefined}
          styles={{ input: { textTransform: 'uppercase' } }}
          {...form.getInputProps('Code')}
        />
        <Input.Wrapper label={t('discountForm.type')} labelElement="div">
          <SegmentedControl
            aria-label={t('discountForm.type')}
            fullWidth
            mt={4}
            disabled={fixed}
            data={[
              { value: 'amount', label: t('discountForm.typeAmount') },
              { value: 'percentage', label: t('discountForm.typePercentage') },
            ]}
            {...form.getInputProps('DiscountType')}
          />
        </Input.Wrapper>
        <NumberInput
          label={t(percentage ? 'discountForm.amountPercent' : 'discountForm.amountTaka')}
          prefix={percentage ? undefined : '৳'}
          suffix={percentage ? '%' : undefined}
          decimalScale={2}
          required
          disabled={fixed}
          {...form.getInputProps('Amount')}
        />
        <Textarea
          label={t('discountForm.description')}
          autosize
          minRows={2}
          maxRows={5}
          data-autofocus={fixed || undefined}
          {...form.getInputProps('Description')}
        />
        <NumberInput
          label={t('discountForm.maxUses')}
          description={t('discountForm.maxUsesHint')}
          required
          {...form.getInputProps('MaxUses')}
        />
        <NumberInput
          label={t('discountForm.minTickets')}
          description={t('discountForm.minTicketsHint')}
          disabled={fixed}
          {...form.getInputProps('MinTickets')}
        />
        <DiscountExpiryField
          value={form.values.ExpiresAt}
          onChange={(value) => form.setFieldValue('ExpiresAt', value)}
          error={form.getInputProps('ExpiresAt').error as string | undefined}
          passed={discount ? expiryPassed(discount, now) : false}
        />
        <MultiSelect
          label={t('discountForm.tickets')}
          description={t('discountForm.ticketsHint')}
          data={tickets.map((ticket) => ({ value: ticket.ID, label: ticketName(ticket, language) }))}
          clearable
          disabled={fixed}
          {...form.getInputProps('TicketIds')}
        />
        <Button type="submit" loading={mutation.isPending}>
          {t(discount ? 'discountForm.submitUpdate' : 'discountForm.submitCreate')}
        </Button>
      </Stack>
      {guard}
    </form>
  )
}
