import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n.ts'
import '../../lib/seat-map/translation.ts'
import { DoorAnswer } from './door-answer.tsx'
import type { DoorAnswer as Answer } from './door-answers.ts'
import './locales/translation.ts'
import { EVENT, ITEM, seat } from './testing/door-fixtures.ts'

const seated = seat({
  ID: ITEM,
  EventID: EVENT,
  Section: 'Gallery',
  Category: 'Regular',
  SeatID: 'C-12',
  SeatSection: 'Stalls',
  Row: 'C',
  Seat: '12',
})

function show(answer: Answer, camera: boolean) {
  render(
    <MantineProvider env="test">
      <DoorAnswer answer={answer} checkingIn={false} onCheckIn={() => {}} onNext={() => {}} camera={camera} />
    </MantineProvider>,
  )
}

describe('the door’s answer card', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces(['door', 'seat-map'])
  })
  afterEach(cleanup)

  it('says a seat passed on was transferred and asks for the new code', () => {
    show({ kind: 'transferred', itemId: ITEM, seat: { ...seated, Status: 'void' } }, true)
    expect(screen.getByRole('heading', { name: 'PASSED ON' })).toBeTruthy()
    expect(screen.getByText('Transferred to another holder — ask for the new code')).toBeTruthy()
    expect(screen.queryByText(/refunded or cancelled/)).toBeNull()
  })

  it('names the seat as a seat and the ticket as a ticket', () => {
    show({ kind: 'valid', itemId: ITEM, seat: seated, admitted: true, checkedInAt: null }, true)
    expect(screen.getByTestId('answer-place').textContent).toBe('Section Stalls · Row C · Seat 12')
    expect(screen.getByTestId('answer-ticket').textContent).toBe('Ticket: Gallery Regular')
    expect(screen.queryByText(/^Seat:/)).toBeNull()
  })

  it('asks to scan the next ticket with a camera, and to check it without one', () => {
    show({ kind: 'used', itemId: ITEM, seat: seated, checkedInAt: null }, true)
    expect(screen.getByRole('button', { name: 'Scan the next ticket' })).toBeTruthy()
    cleanup()
    show({ kind: 'used', itemId: ITEM, seat: seated, checkedInAt: null }, false)
    expect(screen.getByRole('button', { name: 'Check the next ticket' })).toBeTruthy()
    expect(screen.queryByText(/Scan/)).toBeNull()
  })
})
