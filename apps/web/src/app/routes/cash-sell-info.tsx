import { useParams } from 'react-router'
import { CashSellInfoPage } from '../../features/box-office/cash-sell-info-page.tsx'

export function Component() {
  const { eventId = '' } = useParams()
  return <CashSellInfoPage key={eventId} eventId={eventId} />
}
