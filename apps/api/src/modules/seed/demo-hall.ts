import type { SeatingPlanInput } from '@mela/shared/seating'

const ROWS = 'ABCDEFGHJK'
const PER_ROW = 20
const PREMIUM_ROWS = 4

/**
 * The demo theatre's hall: 10 rows of 20 seats with an aisle down the middle, the first four rows at the
 * premium price, the two aisle seats of the front row for wheelchairs, and two house seats blocked.
 */
export function demoHall(premiumTicketId: string, generalTicketId: string): SeatingPlanInput {
  return {
    Sections: [
      {
        Name: 'Stalls',
        Bn: { Name: 'স্টল' },
        Rows: [...ROWS].map((label, r) => ({
          Label: label,
          Seats: Array.from({ length: PER_ROW }, (_, n) => ({
            Number: String(n + 1),
            // The aisle: a gap of three seats' width between seats 10 and 11, and a gentle curve.
            X: n * 10 + (n >= PER_ROW / 2 ? 30 : 0),
            Y: r * 14 + Math.round(Math.abs(n - (PER_ROW - 1) / 2) * 0.6),
            TicketID: r < PREMIUM_ROWS ? premiumTicketId : generalTicketId,
            Accessible: r === 0 && (n === 9 || n === 10),
            Blocked: r === ROWS.length - 1 && n < 2,
          })),
        })),
      },
    ],
  }
}
