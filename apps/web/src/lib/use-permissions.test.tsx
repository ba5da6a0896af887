import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSession } from './session.ts'
import { usePermissions } from './use-permissions.ts'

const OWNED = '11111111-1111-4111-8111-111111111111'
const HELPING = '22222222-2222-4222-8222-222222222222'

const answers: Record<string, unknown> = {
  '/api/account/permission': {
    DefaultPermission: {
      bank_account_manage: ['owner'],
      ticket_view: ['owner', 'organizer', 'collaborator'],
    },
    OverridePermission: { [HELPING]: { bank_account_manage: ['owner', 'usher'] } },
  },
  '/api/account/organizer/role': [
    { AccountID: OWNED, Role: 'owner' },
    { AccountID: HELPING, Role: 'usher' },
  ],
}

function renderPermissions() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => usePermissions(), { wrapper })
}

describe('usePermissions', () => {
  const fetchMock = vi.fn(async (url: string) => Response.json(answers[url]))

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    saveSession({ Username: 'rahim' }, 'token')
  })
  afterEach(() => {
    clearSession()
    fetchMock.mockClear()
  })

  it('answers no, without throwing, until both lists have loaded', async () => {
    const { result } = renderPermissions()
    expect(result.current.can(OWNED, 'bank_account_manage')).toBe(false)
    await waitFor(() => expect(result.current.loaded).toBe(true))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('decides by the role in each organization, overrides first', async () => {
    const { result } = renderPermissions()
    await waitFor(() => expect(result.current.loaded).toBe(true))
    expect(result.current.can(OWNED, 'bank_account_manage')).toBe(true)
    expect(result.current.can(HELPING, 'bank_account_manage')).toBe(true)
    expect(result.current.can(HELPING, 'ticket_view')).toBe(false)
    expect(result.current.can('33333333-3333-4333-8333-333333333333', 'ticket_view')).toBe(false)
  })

  it('asks nothing when nobody is signed in', () => {
    clearSession()
    const { result } = renderPermissions()
    expect(result.current.can(OWNED, 'ticket_view')).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
