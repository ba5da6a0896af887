import { callOk } from './http.ts'
import type { Sale } from './sale.ts'

export type Hall = { sections: number; rows: number; perRow: number }

/** Draws a hall (sections × rows × seats a row) on the sale's ticket; answers the seat IDs row by row. */
export async function drawHall(
  url: string,
  headers: Record<string, string>,
  sale: Pick<Sale, 'eventId' | 'ticketId'>,
  { sections, rows, perRow }: Hall,
): Promise<string[][]> {
  const plan = {
    Sections: Array.from({ length: sections }, (_, s) => ({
      Name: `Block ${String.fromCharCode(65 + s)}`,
      Rows: Array.from({ length: rows }, (_, r) => ({
        Label: String(r + 1),
        Seats: Array.from({ length: perRow }, (_, n) => ({
          Number: String(n + 1),
          X: s * (perRow * 10 + 40) + n * 10,
          Y: r * 12,
          TicketID: sale.ticketId,
        })),
      })),
    })),
  }
  const answer = await callOk(`${url}/api/event/${sale.eventId}/seating`, 'PUT', plan, headers)
  return (answer.body.Sections as { Rows: { Seats: { ID: string }[] }[] }[]).flatMap((section) =>
    section.Rows.map((row) => row.Seats.map((seat) => seat.ID)),
  )
}
