import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { events } from './events.ts'
import { users } from './users.ts'

/**
 * An event's on-sale queue: the organizer's settings and how far admission has come, one row per event.
 * Every instance reads and advances this row, so the queue lives in the database, not in a process
 * (docs/decisions/queue-admission.md).
 */
export const eventQueues = pgTable('event_queues', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  admitPerMinute: integer('admit_per_minute').notNull(),
  admitMinutes: integer('admit_minutes').notNull(),
  paused: boolean('paused').notNull().default(false),
  /** When the places of everyone who joined before the opening were drawn; null until then. */
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
  /** Places handed out so far (the last position). */
  lastPosition: integer('last_position').notNull().default(0),
  /** How far admission has come: every place up to floor(admitted) is in. Grows by the pace, never past lastPosition. */
  admitted: doublePrecision('admitted').notNull().default(0),
  /** When `admitted` last moved (or was held still by a pause); the pace counts from here. */
  advancedAt: timestamp('advanced_at', { withTimezone: true }),
})

/**
 * One buyer's place. Before the draw an early joiner has only a random `draw`; the draw gives positions in
 * its order, and later arrivals take the next position as they come. `usedAt`: the pass bought once.
 */
export const queuePlaces = pgTable(
  'queue_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /**
     * SHA-256 of the browser's own key, so the same browser joining again finds this place; for a join
     * that sent no key, of one of the few places its network may take that way (`queue-joiner.ts`).
     */
    clientKey: text('client_key'),
    /** The signed-in buyer who joined: one place per person per event, whichever browser asks. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    draw: bigint('draw', { mode: 'bigint' }),
    position: integer('position'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('queue_places_position_idx').on(table.eventId, table.position),
    uniqueIndex('queue_places_client_key_idx')
      .on(table.eventId, table.clientKey)
      .where(sql`client_key is not null`),
    uniqueIndex('queue_places_user_idx').on(table.eventId, table.userId).where(sql`user_id is not null`),
    index('queue_places_undrawn_idx').on(table.eventId).where(sql`position is null`),
    index('queue_places_used_idx').on(table.eventId).where(sql`used_at is not null`),
    index('queue_places_unadmitted_idx').on(table.eventId, table.position).where(sql`admitted_at is null`),
  ],
)
