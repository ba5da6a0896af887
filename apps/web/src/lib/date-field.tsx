import { Text, TextInput, type TextInputProps } from '@mantine/core'
import { DATE_SHOWN, DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from './i18n.ts'

type Props = Omit<TextInputProps, 'type' | 'value'> & {
  type: 'date' | 'datetime-local'
  value?: string
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/

/** The wall-clock date (and time) the field holds, as a Bengali reader reads it: "২৮ নভেম্বর ২০২৬ ৯:০০ PM". */
export function bengaliWallClock(value: string): string | null {
  const parts = WALL_CLOCK.exec(value)
  if (!parts) return null
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = parts.slice(1).map((part) => Number(part ?? 0))
  const instant = Date.UTC(year, month - 1, day, hour, minute)
  // The field's text has no zone: read in UTC it is shown exactly as typed.
  return formatDate(instant, parts[4] ? DATE_TIME_SHOWN : DATE_SHOWN, { lang: 'bn', timeZone: 'UTC' })
}

/**
 * A browser date or date-and-time picker. The browser draws its digits in its own language, so a Bengali
 * interface repeats the chosen moment under it in Bengali digits and months.
 */
export function DateField({ value, ...props }: Props) {
  useTranslation() // drawn again when the language changes
  const echo = currentLanguage() === 'bn' && value ? bengaliWallClock(String(value)) : null
  return (
    <TextInput
      {...props}
      value={value}
      inputContainer={(input) => (
        <>
          {input}
          {echo && (
            <Text size="sm" c="dimmed" mt={4} data-testid="date-in-bengali">
              {echo}
            </Text>
          )}
        </>
      )}
    />
  )
}
