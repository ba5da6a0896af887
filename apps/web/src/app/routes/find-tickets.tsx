import { FindTicketsPage } from '../../features/checkout/my-tickets/find-tickets-page.tsx'

export function Component() {
  return <FindTicketsPage />
}
