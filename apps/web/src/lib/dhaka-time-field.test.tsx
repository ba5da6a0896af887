import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DhakaTimeField, distanceText } from './dhaka-time-field.tsx'
import { i18n } from './i18n.ts'

const renderField = (value: string, onChange: (iso: string) => void = () => {}) =>
  render(
    <MantineProvider env="test">
      <DhakaTimeField label="Sale opens at" value={value} onChange={onChange} />
    </MantineProvider>,
  )

// The test process runs with the machine's zone; the field must not care which (CI's is UTC, Dhaka's is +6).
describe('a time typed in Mela', () => {
  afterEach(async () => {
    cleanup()
    vi.useRealTimers()
    await i18n.changeLanguage('en')
  })

  it('is read on Dhaka’s clock whatever the device’s zone, and says so', () => {
    const changed = vi.fn()
    renderField('', changed)
    const input = screen.getByLabelText('Sale opens at')
    fireEvent.change(input, { target: { value: '2026-12-01T20:00' } })
    expect(changed).toHaveBeenCalledWith('2026-12-01T14:00:00.000Z')
    expect(screen.getByText(/Dhaka time \(GMT\+6\)/)).toBeTruthy()
  })

  it('shows a saved moment as Dhaka’s wall clock, and how far away it is', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T13:56:00Z'), toFake: ['Date'] })
    renderField('2026-12-01T14:00:00.000Z')
    expect((screen.getByLabelText('Sale opens at') as HTMLInputElement).value).toBe('2026-12-01T20:00')
    expect(screen.getByTestId('time-distance').textContent).toBe('That is in 4 minutes')
  })

  it('says the distance in Bengali with Bengali digits', () => {
    const now = Date.parse('2026-12-01T13:56:00Z')
    expect(distanceText('2026-12-01T14:00:00.000Z', now, 'bn')).toBe('৪ মিনিটে')
    expect(distanceText('2026-12-01T10:56:00.000Z', now, 'en')).toBe('3 hours ago')
  })
})
