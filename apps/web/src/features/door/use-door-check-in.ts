import { type Dispatch, useCallback } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { isNetworkTrouble } from './api.ts'
import { admittedOnline, canCheckIn, type DoorAnswer, queuedCheckIn, refusedCheckIn } from './door-answers.ts'
import type { StoredSeat } from './door-records.ts'
import type { DoorAction } from './door-reducer.ts'
import { checkInOnline } from './door-rounds.ts'
import { putSeat, queueScan } from './door-store.ts'
import { browserOnline } from './use-door-sync.ts'

type Options = {
  eventId: string
  /** The staff member's name, shown on a seat let in here. */
  me: string
  dispatch: Dispatch<DoorAction>
  /** The seat after a fresh download: what a refusal from the server is explained with. */
  freshSeat: (itemId: string) => Promise<StoredSeat | undefined>
}

/** The door's answer once the server refused a check-in the list thought valid. */
async function refused(answer: DoorAnswer, failure: unknown, freshSeat: Options['freshSeat']) {
  const conflict = failure instanceof ApiError && failure.status === 409
  const refusal = failure instanceof ApiError ? failure.fieldCodes?.Code?.code : undefined
  return refusedCheckIn(answer, await freshSeat(answer.itemId ?? ''), conflict, refusal)
}

/** Lets the seat in: at once when online; queued for the sync when the network is not there. */
export function useDoorCheckIn({ eventId, me, dispatch, freshSeat }: Options) {
  return useCallback(
    async (answer: DoorAnswer): Promise<DoorAnswer> => {
      if (!canCheckIn(answer)) return answer
      if (browserOnline()) {
        try {
          const done = await checkInOnline(eventId, answer)
          const admitted = admittedOnline(answer, eventId, done.CheckedInAt, me)
          await putSeat(admitted.seat)
          dispatch({ type: 'admitted', seat: admitted.seat })
          return admitted.answer
        } catch (failure) {
          if (!isNetworkTrouble(failure)) return refused(answer, failure, freshSeat)
          dispatch({ type: 'network', online: false })
        }
      }
      const queued = queuedCheckIn(answer, eventId, new Date().toISOString(), me)
      await queueScan(queued.scan, queued.seat)
      dispatch({ type: 'queued', seat: queued.seat })
      return queued.answer
    },
    [eventId, me, dispatch, freshSeat],
  )
}
