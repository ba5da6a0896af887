import { MyTicketsPage } from '../../features/checkout/my-tickets/my-tickets-page.tsx'

export function Component() {
  return <MyTicketsPage />
}
