import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useCallback, useState } from 'react'
import { attendeePolicyQuery } from '../../lib/attendee-policy.ts'
import { passSecondsLeft } from '../../lib/queue-pass.ts'
import { QueueWait } from './queue-wait.tsx'

/**
 * Checkout behind the event's on-sale queue: while the queue is on and this browser holds no live pass,
 * the waiting screen; once admitted, `children` (which send the pass with their quote and purchase).
 * The server refuses checkout without a pass anyway; this only spares the buyer a refusal.
 */
export function QueueGate({ eventId, children }: { eventId: string; children: ReactNode }) {
  const policy = useQuery(attendeePolicyQuery(eventId))
  const [admitted, setAdmitted] = useState(() => passSecondsLeft(eventId) > 0)
  const admit = useCallback(() => setAdmitted(true), [])
  if (policy.isPending) return null
  if (!policy.data?.Queue.Enabled || admitted) return children
  return <QueueWait eventId={eventId} onAdmitted={admit} />
}
