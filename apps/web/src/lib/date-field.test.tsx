import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DateField } from './date-field.tsx'
import { i18n } from './i18n.ts'

const renderField = (type: 'date' | 'datetime-local', value: string) =>
  render(
    <MantineProvider env="test">
      <DateField type={type} label="Starts" value={value} onChange={() => {}} />
    </MantineProvider>,
  )

describe('a date picker in Bengali', () => {
  afterEach(async () => {
    cleanup()
    await i18n.changeLanguage('en')
  })

  it('repeats the chosen moment under the browser’s picker in Bengali digits and months', async () => {
    await i18n.changeLanguage('bn')
    renderField('datetime-local', '2026-11-28T21:05')
    const echo = screen.getByTestId('date-in-bengali').textContent ?? ''
    expect(echo).toMatch(/^২৮ নভে/)
    expect(echo).toContain('২০২৬ ৯:০৫')
    expect(echo).not.toMatch(/[0-9]/)
  })

  it('reads a date alone as the day chosen, whatever the zone', async () => {
    await i18n.changeLanguage('bn')
    renderField('date', '2026-01-01')
    expect(screen.getByTestId('date-in-bengali').textContent).toMatch(/^১ জানু.* ২০২৬$/)
  })

  it('adds nothing in English, where the picker already speaks the reader’s digits', () => {
    renderField('date', '2026-01-01')
    expect(screen.queryByTestId('date-in-bengali')).toBeNull()
  })
})
