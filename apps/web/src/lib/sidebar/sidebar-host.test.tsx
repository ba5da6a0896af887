import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import '../i18n.ts'
import { SidebarHost } from './sidebar-host.tsx'
import {
  closeSidebar,
  getSidebarState,
  openSidebar,
  registerSidebarForm,
  useSidebarDirty,
} from './sidebar-store.ts'
import { useSidebarGuard } from './use-sidebar-guard.tsx'

declare module './sidebar-store.ts' {
  interface SidebarForms {
    note: { text: string; dirty?: boolean }
  }
}

function NoteForm({ text, dirty = false }: { text: string; dirty?: boolean }) {
  useSidebarDirty(dirty)
  return <p>{text}</p>
}
registerSidebarForm('note', { Component: NoteForm, title: ({ text }) => `Note: ${text}` })

// A form as the real ones are: guarded while it has edits. Rendered beside the drawer here, as a
// saved form still is while the drawer slides out (tests turn Mantine's transitions off).
function StillMountedForm() {
  return useSidebarGuard(true)
}

function renderHost() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Link to="/elsewhere">elsewhere</Link>
            <SidebarHost />
          </>
        ),
      },
    ],
    { initialEntries: ['/organization'] },
  )
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  )
  return router
}

describe('sidebar drawer', () => {
  afterEach(() => {
    cleanup()
    act(() => closeSidebar())
  })

  it('shows the opened form under its title, and closes from its close button', async () => {
    renderHost()
    act(() => openSidebar({ form: 'note', props: { text: 'Dhaka Live' } }))
    expect(await screen.findByRole('dialog', { name: 'Note: Dhaka Live' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(getSidebarState().shown).toBe(false)
  })

  it('asks before closing a form with unsaved edits', async () => {
    renderHost()
    act(() => openSidebar({ form: 'note', props: { text: 'draft', dirty: true } }))
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(await screen.findByText(/If you leave before saving, your changes will be lost/)).toBeTruthy()
    expect(getSidebarState().shown).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }))
    expect(getSidebarState().shown).toBe(false)
  })

  it('puts the form away when the page changes', async () => {
    const router = renderHost()
    act(() => openSidebar({ form: 'note', props: { text: 'Dhaka Live' } }))
    await screen.findByRole('dialog')
    await act(() => router.navigate('/elsewhere'))
    await waitFor(() => expect(getSidebarState().shown).toBe(false))
  })

  it('lets the page move on at once after a form saved and closed, while the drawer slides out', async () => {
    const router = createMemoryRouter([{ path: '*', element: <StillMountedForm /> }], {
      initialEntries: ['/organization'],
    })
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    )
    act(() => openSidebar({ form: 'note', props: { text: 'saved' } }))
    act(() => closeSidebar())
    await act(() => router.navigate('/elsewhere'))
    expect(router.state.location.pathname).toBe('/elsewhere')
  })
})
