const SEND_TIMEOUT_MS = 5000

export type PosthogEvent = {
  name: string
  distinctId: string
  properties: Record<string, unknown>
  at: Date
  /** False for a visitor who is not signed in: PostHog then makes no person profile for them. */
  identified: boolean
}

/** The body of PostHog's capture API (POST {host}/capture/) for one event. */
export function posthogCapture(apiKey: string, event: PosthogEvent) {
  return {
    api_key: apiKey,
    event: event.name,
    distinct_id: event.distinctId,
    timestamp: event.at.toISOString(),
    properties: {
      ...event.properties,
      $lib: 'mela-api',
      ...(event.identified ? {} : { $process_person_profile: false }),
    },
  }
}

/** Forwards one event to PostHog; answers whether PostHog took it. Never throws. */
export async function sendToPosthog(host: string, apiKey: string, event: PosthogEvent): Promise<boolean> {
  try {
    const response = await fetch(`${host}/capture/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(posthogCapture(apiKey, event)),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    await response.body?.cancel()
    return response.ok
  } catch {
    return false
  }
}
