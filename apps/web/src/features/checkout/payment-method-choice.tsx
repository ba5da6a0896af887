import { Group, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { PAYMENT_OPTIONS, type PaymentOption } from '@mela/shared/payment-options'
import { countText } from '../../lib/price-format.ts'
import { useCheckoutTranslation } from './locales/translation.ts'
import { methodName } from './payment-names.ts'
import type { PaymentChoice } from './use-payment-choice.ts'

// Cards and the placeholders that stand for them while the list loads are one height: no jump.
const CARD_HEIGHT = 64

type Props = {
  choice: PaymentChoice
  /** The group's label: "Pay with" at checkout, "Pay another way" after a failed payment. */
  label: string
  disabled?: boolean
}

/**
 * The ways of paying the event takes, one radio card each (logo and name; two to a row on a phone);
 * arrow keys move between them as between radios. While the list loads, bKash is offered alone and the
 * others' places are kept.
 */
export function PaymentMethodChoice({ choice, label, disabled = false }: Props) {
  const { t, language } = useCheckoutTranslation()
  const waiting = choice.loading ? PAYMENT_OPTIONS.length - choice.methods.length : 0
  return (
    <Radio.Group
      label={label}
      value={choice.chosen.Option}
      onChange={(option) => choice.choose(option as PaymentOption)}
    >
      <SimpleGrid cols={2} spacing="xs" mt="xs">
        {choice.methods.map((method) => (
          <Radio.Card
            key={method.Option}
            value={method.Option}
            disabled={disabled}
            radius="md"
            p="xs"
            mih={CARD_HEIGHT}
          >
            <Group gap="xs" wrap="nowrap" align="center">
              <Radio.Indicator size="sm" />
              <Stack gap={4} miw={0}>
                {/* The name is written beside it: the logo adds nothing for a screen reader. */}
                <img src={method.Logo} alt="" width={48} height={24} style={{ display: 'block' }} />
                <Text size="sm" fw={500} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
                  {methodName(method, language)}
                </Text>
                {method.SurchargePercent !== undefined && method.SurchargePercent > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('payment.fee', { percent: countText(method.SurchargePercent, language) })}
                  </Text>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
        {Array.from({ length: waiting }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
          <Skeleton key={index} h={CARD_HEIGHT} radius="md" aria-hidden />
        ))}
      </SimpleGrid>
    </Radio.Group>
  )
}
