import { Alert, Anchor, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { formatPhone } from '@mela/shared/phone-format'
import { IconUserCircle } from '@tabler/icons-react'
import { useCheckoutTranslation } from '../locales/translation.ts'
import type { CheckoutForm } from './use-checkout-form.ts'

type Props = {
  form: CheckoutForm
  /**
   * Sign-in instead, for buyers who already have an account: the auth dialog (the app), or the sign-in
   * page's address (the server-rendered checkout, which also keeps the SMS code's field, hidden, for its script).
   */
  signIn: { open: () => void } | { href: string }
}

/** Who is buying, for a buyer who is not signed in: a guest account is made from these details. */
export function BuyerForm({ form, signIn }: Props) {
  const { t } = useCheckoutTranslation()
  const phone = form.getInputProps('Buyer.Phone')
  const rendered = 'href' in signIn
  const askCode = Boolean(form.errors.PhoneCode || form.values.PhoneCode)
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('buyer.title')}
      </Title>
      <Alert variant="light" icon={<IconUserCircle aria-hidden />}>
        {t('buyer.signInHint')}{' '}
        {rendered ? (
          <Anchor href={signIn.href} fz="sm" c="inherit" fw={600}>
            {t('buyer.signIn')}
          </Anchor>
        ) : (
          <Anchor
            component="button"
            type="button"
            onClick={signIn.open}
            fz="sm"
            c="inherit"
            fw={600}
            aria-haspopup="dialog"
          >
            {t('buyer.signIn')}
          </Anchor>
        )}
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
      {(askCode || rendered) && (
        <div hidden={!askCode} data-look="phone-code">
          <TextInput
            label={t('buyer.phoneCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.getInputProps('PhoneCode')}
          />
        </div>
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
