import { Button, Stack, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useRedeemTranslation } from './locales/redeem/translation.ts'
import { readScannedTicket, type ScannedTicket } from './redeem-scan.ts'

type Props = { onScan: (ticket: ScannedTicket) => void }

/** Where the door pastes or types a ticket's link or code (a scanner's text arrives the same way). */
export function RedeemCodeField({ onScan }: Props) {
  const { t } = useRedeemTranslation()
  const [text, setText] = useState('')
  const [unreadable, setUnreadable] = useState(false)

  const find = (value: string) => {
    const ticket = readScannedTicket(value)
    setUnreadable(!ticket)
    if (ticket) onScan(ticket)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    find(text)
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          size="lg"
          label={t('code.label')}
          placeholder={t('code.placeholder')}
          value={text}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          error={unreadable ? t('code.unreadable') : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value)
            setUnreadable(false)
          }}
          // A pasted link is the whole answer: look it up at once, no second tap.
          onPaste={(event) => {
            const pasted = event.clipboardData.getData('text')
            if (readScannedTicket(pasted)) window.setTimeout(() => find(pasted))
          }}
        />
        <Button type="submit" size="lg" fullWidth leftSection={<IconSearch size={20} aria-hidden />}>
          {t('code.find')}
        </Button>
      </Stack>
    </form>
  )
}
