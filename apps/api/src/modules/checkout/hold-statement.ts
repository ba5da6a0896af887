import type { Db } from '../../db/database.ts'
import { callJsonFunction, onServer } from '../../db/prepared.ts'
import { coalescedCalls } from '../../lib/coalesced-calls.ts'
import { fail } from '../../lib/errors.ts'
import { isLockTimeout } from '../inventory/holds.ts'

/** Why the purchase statement (mela_start_purchase, migration 0020) refused an order, as it says it. */
export type HoldRefusal =
  | { code: 'ONLY_LEFT'; left: number; ticket: string }
  | { code: 'SEATS_IN_CARTS'; until: string }
  | { code: 'SOLD_OUT' | 'HOLD_CAP' | 'CODE_USED_UP' | 'RATE_LIMITED' | 'NOT_ON_SALE' }
  | { code: 'QUEUE_REQUIRED' | 'PRICE_CHANGED' }
  | { code: 'OVER_LIMIT'; limit: number; ticket: string }
  /** `fromLook`: refused from this instance's look at the hall, before any statement counted the limits. */
  | { code: 'SEAT_TAKEN'; seats: string; fromLook?: true }
  | { code: 'SEATS_TO_PICK'; name: string }
  | { code: 'PHONE_CODE_NEEDED'; holder: string; language: 'en' | 'bn' }
export type HoldAnswer = {
  purchase: Record<string, unknown>
  items: { item: object; ticket: object }[]
  guest: object | null
}

/** What mela_start_purchase is asked: the order, the buyer and the writes that go with the hold. */
export type HoldRequest = { eventId: string; [field: string]: unknown }

/**
 * Asks the database for one hold (mela_start_purchase, migration 0020): on a PostgreSQL server in a batch
 * with the holds of the same event arriving meanwhile, in a transaction or on the embedded database alone.
 * A lock waited on past its timeout is BUSY.
 */
export async function startPurchaseCall(
  db: Db,
  request: HoldRequest,
): Promise<(HoldAnswer & { code?: undefined }) | HoldRefusal> {
  try {
    const answer = (await (onServer(db) ? holdInBatch(db, request) : holdAlone(db, request))) as
      | HoldAnswer
      | HoldRefusal
    if (!answer) throw new Error('The purchase statement gave no answer')
    return answer
  } catch (error) {
    if (isLockTimeout(error)) throw fail('BUSY', 503)
    throw error
  }
}

const holdAlone = (db: Db, request: object) => callJsonFunction(db, 'mela_start_purchase', request)

// Holds of one event that arrive at this instance while its last hold statement runs go together in the
// next (docs/decisions/hold-batches.md): one transaction, one commit and one wait for the ticket's
// lock for all of them, instead of a queue of backends on one row. At most this many a statement.
const HOLDS_PER_BATCH = 16
type Outcome = { answer: unknown } | { error: unknown }
const batchers = new WeakMap<Db, Map<string, (request: object) => Promise<Outcome>>>()

async function holdInBatch(db: Db, request: HoldRequest) {
  const ofDb = batchers.get(db) ?? new Map<string, (request: object) => Promise<Outcome>>()
  batchers.set(db, ofDb)
  let batch = ofDb.get(request.eventId)
  if (!batch) {
    if (ofDb.size >= 1000) ofDb.clear()
    batch = coalescedCalls(async (requests: object[]): Promise<Outcome[]> => {
      if (requests.length > 1) {
        const answers = await callJsonFunction(db, 'mela_start_purchases', requests).catch(() => undefined)
        if (Array.isArray(answers)) return answers.map((answer) => ({ answer }))
      }
      // Alone, or a batch that failed and so wrote nothing: each hold is asked on its own, so one buyer's
      // failure stays theirs.
      return Promise.all(
        requests.map((one) =>
          holdAlone(db, one).then(
            (answer) => ({ answer }),
            (error: unknown) => ({ error }),
          ),
        ),
      )
    }, HOLDS_PER_BATCH)
    ofDb.set(request.eventId, batch)
  }
  const outcome = await batch(request)
  if ('error' in outcome) throw outcome.error
  return outcome.answer
}
