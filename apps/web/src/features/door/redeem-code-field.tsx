import { Button, Group, Stack, TextInput } from '@mantine/core'
import { IconCamera, IconSearch } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useRedeemTranslation } from './locales/redeem/translation.ts'
import { QrScanner } from './qr-scanner.tsx'
import { readScannedTicket, type ScannedTicket } from './redeem-scan.ts'

type Props = { onScan: (ticket: ScannedTicket) => void }

/** Where the door scans, pastes or types a ticket's link or code; the camera's reading lands in the field. */
export function RedeemCodeField({ onScan }: Props) {
  const { t } = useRedeemTranslation()
  const [text, setText] = useState('')
  const [unreadable, setUnreadable] = useState(false)
  const [scanning, setScanning] = useState(false)

  const find = (value: string) => {
    const ticket = readScannedTicket(value)
    setUnreadable(!ticket)
    if (ticket) onScan(ticket)
  }
  // The camera sees many things; only a ticket closes it, and then the seat shows at once.
  const scanned = (value: string) => {
    if (!readScannedTicket(value)) return
    setText(value)
    setScanning(false)
    find(value)
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
        {scanning && <QrScanner onCode={scanned} />}
        <Group grow gap="sm">
          <Button
            variant="default"
            size="lg"
            leftSection={<IconCamera size={20} aria-hidden />}
            aria-pressed={scanning}
            onClick={() => setScanning((on) => !on)}
          >
            {scanning ? t('code.stopScan') : t('code.scan')}
          </Button>
          <Button type="submit" size="lg" leftSection={<IconSearch size={20} aria-hidden />}>
            {t('code.find')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
