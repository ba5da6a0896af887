import { MantineProvider } from '@mantine/core'
import type { Purchase } from '@mela/shared/purchase'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Suspense } from 'react'
import { PURCHASE, purchaseOf } from '../../../test/purchase-fixtures.ts'
import { PurchaseViewPage } from './purchase-view-page.tsx'

// The ticket page as its tests open it (purchase-view-page.test.tsx, purchase-view-payment.test.tsx).

/** A paid purchase of Karim's, seen by its holder or by someone else. */
export const paid = (viewerIsHolder: boolean): Purchase =>
  purchaseOf({ Buyer: { FirstName: 'Karim', Phone: '01712345678' }, ViewerIsHolder: viewerIsHolder })

/** The ticket page of PURCHASE, opened with a link's `access` or signed in. */
export function renderPage(access?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <Suspense fallback={null}>
          <PurchaseViewPage
            purchaseId={PURCHASE}
            access={access}
            onSignIn={() => {}}
            seatActionsOf={() => null}
            offerOf={() => null}
          />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  )
}
