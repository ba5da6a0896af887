import { cleanup, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { saveSession } from '../lib/session.ts'
import { loginRedirectPath, RequireAuth } from './require-auth.tsx'

function WhereAmI() {
  const { pathname, search } = useLocation()
  return <p>at {pathname + search}</p>
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: 'tickets', element: <p>tickets page</p>, handle: { signInReason: 'tickets' } },
          { path: 'me', element: <p>my page</p> },
        ],
      },
      { path: 'login', element: <WhereAmI /> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
}

describe('sign-in guard', () => {
  afterEach(() => {
    cleanup()
    localStorage.clear()
  })

  it('sends anonymous visitors to the login route with the path to return to', () => {
    expect(loginRedirectPath({ pathname: '/tickets', search: '' })).toBe('/login?redirect=%2Ftickets')
    expect(loginRedirectPath({ pathname: '/organization/event', search: '?page=2' })).toBe(
      '/login?redirect=%2Forganization%2Fevent%3Fpage%3D2',
    )
  })

  it('sends a guest to sign-in told why: their account only keeps the tickets bought', () => {
    expect(loginRedirectPath({ pathname: '/feed/baul', search: '' }, { reason: 'guest' })).toBe(
      '/login?redirect=%2Ffeed%2Fbaul&reason=guest',
    )
  })

  it("redirects to /login?redirect=… when signed out, with the page's reason when it gives one", async () => {
    renderAt('/me')
    expect(await screen.findByText('at /login?redirect=%2Fme')).toBeTruthy()
    cleanup()
    // The dialog then offers a guest who lost the SMS their tickets by phone.
    renderAt('/tickets')
    expect(await screen.findByText('at /login?redirect=%2Ftickets&reason=tickets')).toBeTruthy()
  })

  it('shows the page to a signed-in user', async () => {
    saveSession({ Username: 'rahim' }, 'token')
    renderAt('/tickets')
    expect(await screen.findByText('tickets page')).toBeTruthy()
  })
})
