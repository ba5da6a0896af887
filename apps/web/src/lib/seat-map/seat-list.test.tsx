import { MantineProvider } from '@mantine/core'
import type { SeatingPlan } from '@mela/shared/seating'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SeatList } from './seat-list.tsx'

const GOLD = '11111111-1111-4111-8111-111111111111'

/** A hall of `sections` (A, B, …) of `rows` rows (A, B, …) of `perRow` seats, all free Gold seats. */
function hall(sections: number, rows: number, perRow: number): SeatingPlan {
  return {
    Version: '1',
    Sections: Array.from({ length: sections }, (_, s) => {
      const name = String.fromCharCode(65 + s)
      return {
        ID: name,
        Name: name,
        Bn: { Name: `সেকশন-${name}` },
        Rows: Array.from({ length: rows }, (_, r) => {
          const label = String.fromCharCode(65 + r)
          return {
            ID: `${name}-${label}`,
            Label: label,
            Seats: Array.from({ length: perRow }, (_, n) => ({
              ID: `${name}-${label}-${n + 1}`,
              Number: String(n + 1),
              X: n,
              Y: r,
              TicketID: GOLD,
              Accessible: false,
              Status: 'free' as const,
            })),
          }
        }),
      }
    }),
  }
}

function list(plan: SeatingPlan, chosen: string[] = [], language: 'en' | 'bn' = 'en') {
  const onSeat = vi.fn()
  render(
    <MantineProvider env="test">
      <SeatList
        plan={plan}
        prices={new Map([[GOLD, 800]])}
        chosen={new Set(chosen)}
        onSeat={onSeat}
        language={language}
      />
    </MantineProvider>,
  )
  return onSeat
}

const seatButtons = () => screen.queryAllByRole('button', { name: /^Section .*, seat / })

afterEach(cleanup)

describe('the seat list of a 2,000-seat hall', () => {
  it('shows its sections, a section its rows, a row its seats, each seat named with its price', () => {
    const onSeat = list(hall(4, 20, 25))
    expect(screen.getAllByRole('button', { name: /^[A-D], 500 free$/ })).toHaveLength(4)
    expect(seatButtons()).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'B, 500 free' }))
    const section = screen.getByRole('region', { name: 'B' })
    expect(within(section).getAllByRole('button', { name: /^Row [A-T], 25 free$/ })).toHaveLength(20)
    const rowC = within(section).getByRole('button', { name: 'Row C, 25 free' })
    expect(rowC.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(rowC)
    expect(rowC.getAttribute('aria-expanded')).toBe('true')
    expect(seatButtons()).toHaveLength(25)
    fireEvent.click(screen.getByRole('button', { name: 'Section B, row C, seat 12, ৳800.00' }))
    expect(onSeat).toHaveBeenCalledWith('B-C-12')
  })

  it('opens the section and row of a seat chosen on the map', () => {
    list(hall(4, 20, 25), ['D-T-25'])
    expect(seatButtons()).toHaveLength(25)
    const chosen = screen.getByRole('button', { name: 'Section D, row T, seat 25, ৳800.00' })
    expect(chosen.getAttribute('aria-pressed')).toBe('true')
  })

  it("opens a one-section hall's rows to choose from", () => {
    list(hall(1, 40, 50))
    expect(screen.getAllByRole('button', { name: /^Row /, expanded: false })).toHaveLength(40)
  })

  it('names the seats in Bengali for a Bengali reader', () => {
    list(hall(4, 20, 25), ['B-C-12'], 'bn')
    expect(screen.getByRole('button', { name: 'সেকশন সেকশন-B, সারি C, আসন ১২, ৳৮০০.০০' })).toBeTruthy()
  })
})

it('lists a small hall whole', () => {
  list(hall(2, 3, 8))
  expect(seatButtons()).toHaveLength(48)
})
