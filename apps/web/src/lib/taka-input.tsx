import { NumberInput, type NumberInputProps, TextInput } from '@mantine/core'
import { localizeDigits, toAsciiDigits } from '@mela/shared/digits'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from './i18n.ts'

/** A price in taka as product §1 shows money: ৳, two decimals, Indian digit grouping (1,23,456.50). */
export function TakaInput(props: NumberInputProps) {
  useTranslation() // drawn again when the language changes
  if (currentLanguage() === 'bn') return <BengaliTakaInput {...props} />
  return (
    <NumberInput prefix="৳" decimalScale={2} thousandSeparator="," thousandsGroupStyle="lakh" {...props} />
  )
}

const textOf = (value: NumberInputProps['value']) => (value === undefined ? '' : String(value))

/** What was typed as an amount: ASCII digits, one point, two decimals at most (Bengali keys read too). */
export function amountText(typed: string): string {
  const [whole = '', ...rest] = toAsciiDigits(typed)
    .replace(/[^0-9.]/g, '')
    .split('.')
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`
}

/**
 * The amount as a Bengali reader types and reads it, in Bengali digits: the number field draws only
 * ASCII digits. Without grouping, so the caret stays where the reader types.
 */
function BengaliTakaInput({
  value,
  onChange,
  label,
  description,
  error,
  required,
  withAsterisk,
  disabled,
  size,
  onFocus,
  onBlur,
}: NumberInputProps) {
  const [typed, setTyped] = useState(() => textOf(value))
  // A value set from outside (a reset, a loaded form) replaces what was typed.
  const shown = Number(typed) === Number(textOf(value)) ? typed : textOf(value)
  return (
    <TextInput
      {...{ label, description, error, required, withAsterisk, disabled, size, onFocus, onBlur }}
      inputMode="decimal"
      leftSection="৳"
      value={localizeDigits(shown, 'bn')}
      onChange={(event) => {
        const amount = amountText(event.currentTarget.value)
        setTyped(amount)
        onChange?.(amount === '' ? '' : Number(amount))
      }}
    />
  )
}
