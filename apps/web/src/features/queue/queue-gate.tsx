import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useCallback, useState } from 'react'
import { attendeePolicyQuery } from '../../lib/attendee-policy.ts'
import { forgetQueueEntry, passExpiresAt, passSecondsLeft } from '../../lib/queue-pass.ts'
import { PassTimer } from './pass-timer.tsx'
import { QueueWait } from './queue-wait.tsx'

// A pass read once it is live: from the moment a purchase spends it the checkout leaves for bKash or
// the order, and the bar should not flash "ended" on the way out.
const livePass = (eventId: string) => (passSecondsLeft(eventId) > 0 ? passExpiresAt(eventId) : 0)

/**
 * Checkout behind the event's on-sale queue: while the queue is on and this browser holds no live pass,
 * the waiting screen; once admitted, `children` (which send the pass with their quote and purchase) under
 * the pass's time left. The server refuses checkout without a pass anyway; this only spares the buyer a
 * refusal.
 */
export function QueueGate({ eventId, children }: { eventId: string; children: ReactNode }) {
  const policy = useQuery(attendeePolicyQuery(eventId))
  const [passEnds, setPassEnds] = useState(() => livePass(eventId))
  const admit = useCallback(() => setPassEnds(passExpiresAt(eventId)), [eventId])
  const joinAgain = useCallback(() => {
    forgetQueueEntry(eventId)
    setPassEnds(0)
  }, [eventId])
  if (policy.isPending) return null
  if (!policy.data?.Queue.Enabled) return children
  if (passEnds === 0) return <QueueWait eventId={eventId} onAdmitted={admit} />
  return (
    <>
      <PassTimer expiresAt={passEnds} onJoinAgain={joinAgain} />
      {children}
    </>
  )
}
