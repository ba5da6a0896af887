import { z } from 'zod'
import { integer, maxValue, minValue } from './validation.ts'

/**
 * The on-sale queue (API "On-sale queue"): for a sale that opens at a set time to more buyers than seats.
 * Everyone who joins before `OpensAt` gets a random place; later arrivals queue behind in order of arrival.
 * An admitted buyer holds a signed pass (`Admission`, sent as the `X-Queue-Pass` header) for `AdmitMinutes`.
 */

/** In the attendee policy: `Queue{Enabled, OpensAt, AdmitPerMinute, AdmitMinutes}`. */
export const QueueSettings = z.object({
  Enabled: z.boolean(),
  OpensAt: z.iso.datetime({ offset: true }).nullable(),
  AdmitPerMinute: integer(minValue(1), maxValue(100_000)),
  AdmitMinutes: integer(minValue(1), maxValue(60)),
})
export type QueueSettings = z.infer<typeof QueueSettings>

export const QUEUE_STATUSES = ['waiting', 'admitted', 'expired'] as const
export type QueueStatus = (typeof QUEUE_STATUSES)[number]

/** POST /event/{id}/queue and GET /event/{id}/queue/{token}. */
export const QueuePlace = z.object({
  Token: z.string(),
  Position: z.number().int(),
  Status: z.enum(QUEUE_STATUSES),
  OpensAt: z.iso.datetime({ offset: true }).nullable(),
  EstimatedWaitSeconds: z.number().int(),
  Admission: z.string().optional(),
})
export type QueuePlace = z.infer<typeof QueuePlace>

/** GET /event/{id}/queue (event_edit or purchase_view). */
export const QueueStats = z.object({
  Waiting: z.number().int(),
  Admitted: z.number().int(),
  Purchased: z.number().int(),
  AdmitPerMinute: z.number().int(),
  Paused: z.boolean(),
})
export type QueueStats = z.infer<typeof QueueStats>

/**
 * POST /event/{id}/queue. `Token`: the place this browser already holds (answered again when it is this
 * event's). `ClientKey`: a random key the browser makes once per event and keeps, so a join whose answer was
 * lost (a dropped connection, a second tab) finds the same place rather than a new one at the back; a
 * browser must send one, as joins without a key are few per network (docs/queue-fairness.md).
 */
export const QueueJoinInput = z.object({
  Token: z.string().max(200).optional(),
  ClientKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/)
    .optional(),
})
export type QueueJoinInput = z.infer<typeof QueueJoinInput>

/** The queue as a new event has it: off, with a pace an organizer can keep. */
export const QUEUE_OFF_SETTINGS: QueueSettings = {
  Enabled: false,
  OpensAt: null,
  AdmitPerMinute: 100,
  AdmitMinutes: 10,
}

/** PUT /event/{id}/queue: change the pace or pause. */
export const QueuePaceInput = z.object({
  AdmitPerMinute: integer(minValue(1), maxValue(100_000)).optional(),
  Paused: z.boolean().optional(),
})
export type QueuePaceInput = z.infer<typeof QueuePaceInput>
