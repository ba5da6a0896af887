import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import './i18n.ts'
import { useUnsavedChangesGuard } from './unsaved-changes-guard.tsx'

const WARNING =
  'It looks like you have been editing something. If you leave before saving, your changes will be lost.'

function EditPage({ dirty }: { dirty: boolean }) {
  const guard = useUnsavedChangesGuard(dirty)
  return (
    <>
      <Link to="/elsewhere">leave</Link>
      {guard}
    </>
  )
}

function renderEditor(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <EditPage dirty={dirty} /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/edit'] },
  )
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  )
  return router
}

describe('unsaved changes guard', () => {
  beforeAll(() => {})
  afterEach(cleanup)

  it('asks before leaving with unsaved edits, and stays when told to', async () => {
    const router = renderEditor(true)
    fireEvent.click(screen.getByText('leave'))
    expect(await screen.findByText(WARNING)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }))
    expect(router.state.location.pathname).toBe('/edit')
  })

  it('leaves when confirmed', async () => {
    const router = renderEditor(true)
    fireEvent.click(screen.getByText('leave'))
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }))
    expect(await screen.findByText('elsewhere')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/elsewhere')
  })

  it('lets the user go without asking when nothing changed', async () => {
    renderEditor(false)
    fireEvent.click(screen.getByText('leave'))
    expect(await screen.findByText('elsewhere')).toBeTruthy()
  })
})
