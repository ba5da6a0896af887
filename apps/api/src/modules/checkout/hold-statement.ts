import type { Db } from '../../db/database.ts'
import { callJsonFunction, onServer } from '../../db/prepared.ts'
import { coalescedCalls } from '../../lib/coalesced-calls.ts'
import { fail } from '../../lib/errors.ts'
import { isLockTimeout } from '../inventory/holds.ts'
import { StartPurchaseAnswer, type StartPurchaseRequest } from './start-purchase-request.ts'

/**
 * Asks the hold rule for one hold (mela_start_purchase, src/db/functions/hold.sql): on a PostgreSQL server
 * in a batch with the holds of the same event arriving meanwhile, in a transaction or on the embedded
 * database alone. The answer is read through its schema: a hold made, or a refusal. A lock waited on past
 * its timeout is BUSY.
 */
export async function startPurchaseCall(db: Db, request: StartPurchaseRequest): Promise<StartPurchaseAnswer> {
  try {
    const answer = await (onServer(db) ? holdInBatch(db, request) : holdAlone(db, request))
    if (!answer) throw new Error('The purchase statement gave no answer')
    return StartPurchaseAnswer.parse(answer)
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

async function holdInBatch(db: Db, request: StartPurchaseRequest) {
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
