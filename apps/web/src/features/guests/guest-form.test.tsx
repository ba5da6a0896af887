import type { Guest } from '@mela/shared/guest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInApp } from '../../test/test-app.tsx'
import { GuestForm } from './guest-form.tsx'

const ticket = { ID: '11111111-1111-4111-8111-111111111111', Name: 'Gallery', Left: 50 }

describe('the guest form through a promoter link', () => {
  afterEach(cleanup)

  it('stops the seats stepper at the seats the link has left', async () => {
    renderInApp(
      <GuestForm
        tickets={[ticket]}
        seatsLeft={2}
        submit={async () => ({}) as Guest}
        onAdded={() => undefined}
      />,
    )
    const more = await screen.findByRole('button', { name: 'One seat more' })
    fireEvent.click(more)
    expect(screen.getByTestId('guest-seats').textContent).toBe('2')
    expect(more).toHaveProperty('disabled', true)
  })
})
