import autocannon from 'autocannon'

export type Measurement = {
  name: string
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
}

/** Runs autocannon against one URL and keeps the figures we print. */
export async function measure(
  name: string,
  url: string,
  options: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 10,
    headers: options.headers,
  })
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A 304 is a full answer to a request that named its copy.
    errors: result.errors + result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0),
  }
}

/** Prints measurements as a table with each one's ratio to the first (the baseline). */
export function printTable(rows: Measurement[]) {
  const [baseline] = rows
  if (!baseline) return
  console.table(
    rows.map((row) => ({
      name: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      errors: row.errors,
      'ratio to baseline': (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    })),
  )
}
