import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '../locales/translation.ts'
import { LinksOff } from './links-off.tsx'

const PURCHASE = '33333333-3333-4333-8333-333333333333'

// The API's answer to the DELETE (204, or a refusal); records what was asked.
function stubApi(answer: () => Response) {
  const sent: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push(`${init.method ?? 'GET'} ${url}`)
      return answer()
    }),
  )
  return sent
}

function renderLinksOff() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <LinksOff purchaseId={PURCHASE} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  )
}

const turnOff = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Turn off links sent to me' }))
  const dialog = await screen.findByRole('dialog', { name: 'Turn off the links?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }))
}

describe('turning off the links sent to the buyer', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces('checkout')
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('asks first, then turns them off and says so', async () => {
    const sent = stubApi(() => new Response(null, { status: 204 }))
    renderLinksOff()
    await turnOff()
    expect(await screen.findByText(/the links sent to you no longer open these tickets/)).toBeTruthy()
    expect(sent).toEqual([`DELETE /api/purchase/${PURCHASE}/access`])
  })

  it('keeps them when the buyer changes their mind', async () => {
    const sent = stubApi(() => new Response(null, { status: 204 }))
    renderLinksOff()
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off links sent to me' }))
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the links?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }))
    expect(sent).toEqual([])
  })

  it('says why when the API refuses', async () => {
    stubApi(() => Response.json({ message: 'Purchase not found', code: 'NOT_FOUND' }, { status: 404 }))
    renderLinksOff()
    await turnOff()
    expect((await screen.findByRole('alert')).textContent).toBeTruthy()
  })
})
