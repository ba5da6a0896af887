import { Button, Group, TextInput } from '@mantine/core'
import { type FormEvent, type Ref, useState } from 'react'
import { useDoorTranslation } from './locales/translation.ts'

type Props = { onCode: (text: string) => void; inputRef: Ref<HTMLInputElement> }

/** A code typed at the door: the ticket's short code, or a QR code's text read by a scanner gun. */
export function TypedCodeForm({ onCode, inputRef }: Props) {
  const { t } = useDoorTranslation()
  const [typed, setTyped] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!typed.trim()) return
    onCode(typed)
    setTyped('')
  }
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          ref={inputRef}
          style={{ flex: 1, minWidth: 0 }}
          size="md"
          label={t('door.codeLabel')}
          placeholder={t('door.codePlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
        <Button type="submit" size="md">
          {t('door.codeCheck')}
        </Button>
      </Group>
    </form>
  )
}
