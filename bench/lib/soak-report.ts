import type { DoorDevice } from './soak-door.ts'
import type { Fault } from './soak-faults.ts'
import type { QueueTally } from './soak-queue.ts'
import type { Traffic } from './soak-traffic.ts'

/** Everything the soak found, gathered once the crowd stopped. */
export type SoakFindings = {
  traffic: Traffic
  faults: Fault[]
  metrics: Record<string, number>
  doors: DoorDevice[]
  queue: QueueTally
  checks: {
    seatsSoldTwice: number
    paidPurchasesLost: number
    checkInsLost: number
    ledgerUnbalanced: number
    figures: Record<string, number>
    lostExamples: unknown[]
  }
  paidSeen: number
  /** Each bulk message: what its progress said and what the outbox holds. */
  messages: {
    channel: string
    sentAt: number
    status: string
    progress: string
    outbox: Record<string, number>
  }[]
  /** The previous release's instances on the new schema: 5xx and unanswered while only they served. */
  previousRelease?: { commit: string; failures: number }
}

/** Prints the soak's report and answers whether it passed: every check 0, and the crowd did something. */
export function printReport(found: SoakFindings): boolean {
  const { traffic } = found
  console.log('\nAnswers by request and status (0: no answer; (balancer): HAProxy answered, not Mela):')
  console.table(Object.fromEntries([...traffic.statuses].sort()))
  if (traffic.troubles.length) console.log('5xx and unanswered requests (first 50):', traffic.troubles)
  for (const [what, bodies] of traffic.uncoded) console.log(`${what}: 4xx without an error code:`, bodies)
  console.log('Faults (s from start, time until serving again, 5xx and unanswered requests while it lasted):')
  console.table(found.faults)
  console.log("The metrics' view since each instance last started (summed over instances):")
  console.table(found.metrics)
  console.log('Door devices:')
  console.table(
    found.doors.map((door) => ({
      device: door.name,
      syncs: door.syncs,
      'checked in': door.admitted.size,
      duplicates: door.duplicates,
      invalid: door.invalid,
      'never sent': door.unsent,
    })),
  )
  console.log('The queued sale:', found.queue)
  console.log('Bulk messages to the counted event’s buyers:')
  console.table(found.messages.map(({ outbox, ...message }) => ({ ...message, ...outbox })))
  if (found.previousRelease)
    console.log(
      `The previous release (${found.previousRelease.commit.slice(0, 12)}) on the new schema: ` +
        `${found.previousRelease.failures} 5xx or unanswered while only it served`,
    )
  const { checks } = found
  console.log('Seats at the end:', { ...checks.figures, 'purchases seen paid': found.paidSeen })
  if (checks.lostExamples.length) console.log('Lost (first 5):', checks.lostExamples)
  const verdict = {
    'seats sold twice or beyond capacity': checks.seatsSoldTwice,
    'paid purchases lost': checks.paidPurchasesLost,
    'check-ins lost': checks.checkInsLost,
    'bKash purchases whose ledger is unbalanced': checks.ledgerUnbalanced,
    "Mela's 5xx other than 503 with Retry-After": traffic.badServerErrors,
    'door scans never sent': found.doors.reduce((sum, door) => sum + door.unsent, 0),
    'messages delivered twice with different Message-IDs': sum(found.messages, 'got it twice or more'),
    'message recipients never reached': sum(found.messages, 'never got it'),
    'bulk messages not done': found.messages.filter((message) => message.status !== 'done').length,
    'previous release failures on the new schema': found.previousRelease?.failures ?? 0,
  }
  for (const [what, n] of Object.entries(verdict)) console.log(`${what}: ${n}`)
  const idle = {
    'nothing paid': found.paidSeen === 0,
    'nobody let in at the doors': checks.figures.checked_in === 0,
    'nothing bought through the queue': found.queue.bought === 0,
    'no bulk message sent': found.messages.length === 0,
  }
  const untested = Object.entries(idle).filter(([, yes]) => yes)
  if (untested.length) console.log('The soak tested too little:', untested.map(([what]) => what).join(', '))
  return untested.length === 0 && Object.values(verdict).every((n) => n === 0)
}

const sum = (messages: SoakFindings['messages'], key: string) =>
  messages.reduce((total, message) => total + (message.outbox[key] ?? 0), 0)
