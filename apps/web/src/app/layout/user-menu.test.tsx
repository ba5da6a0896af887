import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n.ts'
import type { SessionUser } from '../../lib/session.ts'
import { UserMenu } from './user-menu.tsx'

function renderMenu(user: SessionUser) {
  const router = createMemoryRouter([{ path: '/', element: <UserMenu user={user} /> }])
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Open user menu' }))
}

const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent)

describe('the user menu', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
  })
  afterEach(cleanup)

  it('shows a guest by first name, with only their tickets, sign-up and logout', async () => {
    renderMenu({ Username: 'guest_785a6e14f221', FirstName: 'Rina', Kind: 'guest' })
    expect(await screen.findByText('Guest: Rina')).toBeTruthy()
    expect(items()).toEqual(['My tickets', 'Sign up', 'Logout'])
    expect(screen.queryByText(/guest_785a6e14f221/)).toBeNull()
  })

  it('calls a guest without a first name "Guest"', async () => {
    renderMenu({ Username: 'guest_1', FirstName: '', Kind: 'guest' })
    expect(await screen.findByText('Guest')).toBeTruthy()
  })

  it("gives an account of one's own the organizer's entries", async () => {
    renderMenu({ Username: 'rahim', FirstName: 'Rahim', Kind: 'password' })
    expect(await screen.findByText('Signed in as rahim')).toBeTruthy()
    expect(items()).toContain('Organizations')
  })

  it('names a Google or Facebook account by its name, never the username the server made', async () => {
    renderMenu({ Username: 'g_10987654321', FirstName: 'Shathi', LastName: 'Akter', Kind: 'google' })
    expect(await screen.findByText('Signed in as Shathi Akter')).toBeTruthy()
    expect(screen.queryByText(/g_10987654321/)).toBeNull()
  })
})
