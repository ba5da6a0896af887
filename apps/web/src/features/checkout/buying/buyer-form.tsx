import { Alert, Anchor, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { formatPhone } from '@mela/shared/phone-format'
import { IconUserCircle } from '@tabler/icons-react'
import { useCheckoutTranslation } from '../locales/translation.ts'
import type { CheckoutForm } from './use-checkout-form.ts'

type Props = {
  form: CheckoutForm
  /** Opens sign-in instead (the auth dialog), for buyers who already have an account. */
  onSignIn: () => void
}

/** Who is buying, for a buyer who is not signed in: a guest account is made from these details. */
export function BuyerForm({ form, onSignIn }: Props) {
  const { t } = useCheckoutTranslation()
  const phone = form.getInputProps('Buyer.Phone')
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('buyer.title')}
      </Title>
      <Alert variant="light" icon={<IconUserCircle aria-hidden />}>
        {t('buyer.signInHint')}{' '}
        <Anchor
          component="button"
          type="button"
          onClick={onSignIn}
          fz="sm"
          c="inherit"
          fw={600}
          aria-haspopup="dialog"
        >
          {t('buyer.signIn')}
        </Anchor>
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('buyer.firstName')}
          autoComplete="given-name"
          withAsterisk
          required
          {...form.getInputProps('Buyer.FirstName')}
        />
        <TextInput
          label={t('buyer.lastName')}
          autoComplete="family-name"
          {...form.getInputProps('Buyer.LastName')}
        />
      </SimpleGrid>
      <TextInput
        label={t('buyer.phone')}
        description={t('buyer.phoneHint')}
        type="tel"
        autoComplete="tel"
        placeholder={t('buyer.phonePlaceholder')}
        withAsterisk
        required
        {...phone}
        // Shown as product §5 writes phones once typed: +880 and the last 10 digits.
        onBlur={(event) => {
          form.setFieldValue('Buyer.Phone', formatPhone(event.currentTarget.value.trim()))
          phone.onBlur?.(event)
        }}
      />
      {/* Asked for only when this phone already holds seats: the code the server just sent to it. */}
      {(form.errors.PhoneCode || form.values.PhoneCode) && (
        <TextInput
          label={t('buyer.phoneCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.getInputProps('PhoneCode')}
        />
      )}
      <TextInput
        label={t('buyer.email')}
        description={t('buyer.emailHint')}
        type="email"
        autoComplete="email"
        {...form.getInputProps('Buyer.Email')}
      />
    </Stack>
  )
}
