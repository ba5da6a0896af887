import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import '../lib/i18n.ts'

// Nor ResizeObserver, which comboboxes use to size their dropdown.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
)

/** Renders a piece of the organization screens with what the app gives it: theme, queries, a data router. */
export function renderInApp(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      { path: '/organization', element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/organization'] },
  )
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { client, router }
}

type Answer = { status?: number; body?: unknown }

/** Stubs the network: answers by "METHOD /api/path", records every request with its JSON body. */
export function stubApi(answers: Record<string, Answer>) {
  const requests: { key: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url}`
      requests.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
      const answer = answers[key]
      if (!answer) return new Response(null, { status: 404 })
      return answer.body === undefined
        ? new Response(null, { status: answer.status ?? 204 })
        : Response.json(answer.body, { status: answer.status ?? 200 })
    }),
  )
  return requests
}
