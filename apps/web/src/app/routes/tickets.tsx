import { MyTicketsPage } from '../../features/checkout/my-tickets-page.tsx'

export function Component() {
  return <MyTicketsPage />
}
