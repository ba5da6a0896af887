import { useState } from 'react'
import { PhoneReset } from './phone-reset.tsx'
import { ResetIdentifierForm } from './reset-identifier-form.tsx'

/** The reset-password tab: the identifier first, then (for a phone) the steps of PhoneReset. */
export function ResetPasswordPanel() {
  const [phone, setPhone] = useState<string | null>(null)
  const [typed, setTyped] = useState('')
  if (phone) return <PhoneReset phone={phone} onChangePhone={() => setPhone(null)} />
  return (
    <ResetIdentifierForm
      initial={typed}
      onPhone={(value) => {
        setTyped(value)
        setPhone(value)
      }}
    />
  )
}
