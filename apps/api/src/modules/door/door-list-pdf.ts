import type { Language } from '@mela/shared/constants'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { purchases } from '../../db/schema.ts'
import type { EventRow } from '../../lib/event-access.ts'
import { admitsAtDoor } from '../inventory/seat-state.ts'
import { writeAudit } from '../superuser/audit.ts'
import { type DoorListRow, doorListPages } from './door-list-pages.ts'
import { doorSeatQuery } from './door-seat-view.ts'

/**
 * The event's door list on paper: every seat that opens the door, sorted by its holder's name, for the night
 * the network fails. It holds people's names, so each download is written to the audit log.
 */
export async function doorListPdf(
  db: Db,
  event: EventRow,
  staffId: string,
  language: Language,
  now = new Date(),
): Promise<Buffer> {
  const seats = await doorSeatQuery(db).where(and(eq(purchases.eventId, event.id), admitsAtDoor))
  const collator = new Intl.Collator(language === 'bn' ? 'bn' : 'en', { sensitivity: 'base' })
  const rows: DoorListRow[] = seats
    .map((seat) => ({
      name: seat.name ?? '',
      phoneEnd: seat.phoneEnd ?? '',
      shortCode: seat.shortCode,
      ticket:
        language === 'bn'
          ? `${seat.ticketBn?.Section || seat.section} · ${seat.ticketBn?.Category || seat.category}`
          : `${seat.section} · ${seat.category}`,
      seat: seatOf(seat, language),
    }))
    .sort((a, b) => (a.name && b.name ? collator.compare(a.name, b.name) : a.name ? -1 : b.name ? 1 : 0))
  await writeAudit(
    db,
    {
      actorId: staffId,
      action: 'event.door_list',
      targetType: 'event',
      targetId: event.id,
      after: { seats: rows.length },
    },
    now,
  )
  const title = (language === 'bn' && (event.bn as { Title?: string | null } | null)?.Title) || event.title
  return doorListPages({ title, startsAt: event.startsAt, rows, language, now })
}

const SEAT_WORDS = { en: { row: 'row', seat: 'seat' }, bn: { row: 'সারি', seat: 'আসন' } }

function seatOf(
  seat: {
    seatId: string | null
    seatSection: string | null
    seatSectionBn: string | null
    seatRow: string | null
    seatNumber: string | null
  },
  language: Language,
) {
  if (!seat.seatId || !seat.seatNumber) return ''
  const words = SEAT_WORDS[language]
  const section = (language === 'bn' && seat.seatSectionBn) || seat.seatSection
  return [section, seat.seatRow && `${words.row} ${seat.seatRow}`, `${words.seat} ${seat.seatNumber}`]
    .filter(Boolean)
    .join(', ')
}
