import { SalesAnalyticsPage } from '../../features/sales/sales-analytics-page.tsx'

export function Component() {
  return <SalesAnalyticsPage />
}
