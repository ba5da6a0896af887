import type { ClientConfig } from '@mela/shared/client-config'
import { apiSink, setAnalyticsSink } from '../../lib/analytics.ts'
import { api } from '../../lib/api-client.ts'
import { installErrorReporting } from './error-reporting.ts'

/**
 * At start: uncaught errors are reported to our API from the first moment; product analytics stay off
 * (product §1) unless the server's client config turns them on.
 */
export function startTelemetry({ productName }: { productName: string }) {
  installErrorReporting((body) => api.post('/error-report', body))
  api
    .get<ClientConfig>('/client-config')
    .then((config) => {
      if (config.Analytics && config.Analytics !== 'off')
        setAnalyticsSink(apiSink(productName, (path, body) => api.post(path, body)))
    })
    .catch(() => {})
}
