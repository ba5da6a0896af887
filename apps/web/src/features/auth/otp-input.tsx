import { Fieldset, Group, Input } from '@mantine/core'
import { OTP_LENGTH } from '@mela/shared/constants'
import { toAsciiDigits } from '@mela/shared/digits'
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  /** The group's visible label, e.g. "Code from the text message". */
  label: ReactNode
  length?: number
  /** 'number' accepts the digits 0-9 only (product §5). */
  type?: 'number' | 'text'
  onComplete?: (code: string) => void
  onChange?: (code: string) => void
  error?: ReactNode
  disabled?: boolean
  autoFocus?: boolean
}

const accepts = (type: Props['type'], char: string) =>
  type === 'number' ? /^[0-9]$/.test(char) : /^[a-zA-Z0-9]$/.test(char)

/** One box per character of a one-time code; typing and pasting move along, backspace and arrows move back. */
export function OtpInput({
  label,
  length = OTP_LENGTH,
  type = 'number',
  onComplete,
  onChange,
  error,
  ...rest
}: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [chars, setChars] = useState<string[]>(() => Array(length).fill(''))
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))]
    box?.focus()
    box?.select()
  }

  const commit = (next: string[]) => {
    setChars(next)
    const code = next.join('')
    onChange?.(code)
    if (next.every(Boolean)) onComplete?.(code)
  }

  // Writes accepted characters from `start` on; a full-length code (an SMS autofill, a paste) starts at the first box.
  const fill = (start: number, text: string) => {
    // Digits typed on a Bengali keyboard (০-৯) count as the same digits.
    const accepted = [...toAsciiDigits(text)].filter((char) => accepts(type, char))
    if (accepted.length === 0) return
    const from = accepted.length >= length ? 0 : start
    const next = [...chars]
    accepted.slice(0, length - from).forEach((char, offset) => {
      next[from + offset] = char
    })
    commit(next)
    focus(from + accepted.length)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 }[event.key]
    if (move !== undefined) {
      event.preventDefault()
      return focus(move)
    }
    if (event.key !== 'Backspace' && event.key !== 'Delete') return
    event.preventDefault()
    const target = chars[index] || event.key === 'Delete' ? index : index - 1
    if (target < 0) return
    commit(chars.map((char, i) => (i === target ? '' : char)))
    focus(target)
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  const errorId = `${id}-error`
  return (
    <Fieldset
      variant="unstyled"
      legend={label}
      styles={{ legend: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, marginBottom: 6 } }}
    >
      <Group gap={8} wrap="nowrap">
        {chars.map((char, index) => (
          <Input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={index}
            ref={(box: HTMLInputElement | null) => {
              boxes.current[index] = box
            }}
            value={char}
            // The typed character arrives beside the one already in the box; keep the new one.
            onChange={(event) => fill(index, event.currentTarget.value.replace(char, ''))}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
            aria-label={t('otp.digit', { index: index + 1, length })}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            inputMode={type === 'number' ? 'numeric' : 'text'}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={rest.autoFocus && index === 0}
            disabled={rest.disabled}
            error={Boolean(error)}
            size="lg"
            style={{ flex: '1 1 0', maxWidth: 52, minWidth: 0 }}
            styles={{ input: { textAlign: 'center', paddingInline: 0 } }}
          />
        ))}
      </Group>
      {error && (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      )}
    </Fieldset>
  )
}
