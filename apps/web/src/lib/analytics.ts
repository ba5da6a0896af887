import type { AnalyticsEventName } from '@mela/shared/telemetry'
/** Product analytics event names (product §1); the strings are what reports are keyed by. */
export const AnalyticsEvent = {
  SignUp: 'Sign Up',
  SignIn: 'Sign In',
  GoogleSignIn: 'Google Sign In',
  FacebookSignIn: 'Facebook Sign In',
  BkashFinalize: 'Bkash Finalize',
  Error: 'Error',
} as const satisfies Record<string, AnalyticsEventName>

export type { AnalyticsEventName }
export type AnalyticsProps = Record<string, string | number | boolean | undefined>
export type AnalyticsSink = (eventName: AnalyticsEventName, props: AnalyticsProps) => void

// Tracking is off until someone turns it on with a sink: by default nothing leaves the browser.
let sink: AnalyticsSink | null = null

/** Turns tracking on with the given sink, or off again with null. */
export function setAnalyticsSink(next: AnalyticsSink | null) {
  sink = next
}

/** Records one product event; a no-op while tracking is off. */
export function track(eventName: AnalyticsEventName, props: AnalyticsProps = {}) {
  sink?.(eventName, props)
}

const PROPERTY_TEXT_MAX = 500

/**
 * A sink posting each event to our API, which stores or forwards it as the server's ANALYTICS says. Every
 * event carries the product’s name ("Mela", "Mela (DEV)" on the development host); a lost event is let go.
 */
export function apiSink(
  productName: string,
  post: (path: string, body: unknown) => Promise<unknown>,
): AnalyticsSink {
  return (eventName, props) => {
    const Properties: Record<string, string | number | boolean> = { Product: productName }
    for (const [name, value] of Object.entries(props)) {
      if (value !== undefined)
        Properties[name] = typeof value === 'string' ? value.slice(0, PROPERTY_TEXT_MAX) : value
    }
    post('/analytics/event', { Name: eventName, Properties }).catch(() => {})
  }
}
