import { TextInput } from '@mantine/core'
import type { ReactNode } from 'react'

type Field = { label: string; value: string; onChange: (value: string) => void; error?: ReactNode }

type Props = {
  phone: Field
  email: Field
  /** Show the shape of a Bangladeshi mobile number in the empty phone field. */
  example?: boolean
  autoFocus?: boolean
}

/** A phone number and an e-mail address, either of which reaches the person: a transfer's recipient, a place on the waiting list. */
export function ContactInputs({ phone, email, example, autoFocus }: Props) {
  return (
    <>
      <TextInput
        label={phone.label}
        type="tel"
        inputMode="tel"
        size="md"
        value={phone.value}
        onChange={(event) => phone.onChange(event.currentTarget.value)}
        maxLength={20}
        placeholder={example ? '01XXXXXXXXX' : undefined}
        error={phone.error}
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        label={email.label}
        type="email"
        size="md"
        value={email.value}
        onChange={(event) => email.onChange(event.currentTarget.value)}
        maxLength={254}
        error={email.error}
      />
    </>
  )
}
