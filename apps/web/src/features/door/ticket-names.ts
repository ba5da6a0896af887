import { ticketName } from '../../lib/localized.ts'
import type { StoredSeat, SyncProblem } from './door-records.ts'

/**
 * The ticket a seat is of, as the door names it in its language: in Bengali the organizer's Bengali
 * section and category where written, English otherwise (as the buyer's ticket names it). None for a
 * seat known only by its signed code, bought after the last download.
 */
export const seatTicketName = (seat: Pick<StoredSeat, 'Section' | 'Category' | 'Bn'>, language: string) =>
  seat.Section ? ticketName(seat, language) : null

/** A sync problem's seat: its ticket in the door's language, else the start of its ID. */
export const problemSeatName = (problem: SyncProblem, language: string) =>
  (language.startsWith('bn') && problem.SectionBn) || problem.Section || problem.ItemID.slice(0, 8)
