import { drawHall, type Hall } from './hall.ts'
import { callOk, signUpOrganizer } from './http.ts'
import { setUpQueuedSale } from './queued-sale.ts'
import { setUpSale } from './sale.ts'
import type { Choice, Crowd, Paid } from './soak-crowd.ts'
import { DoorDevice } from './soak-door.ts'
import type { Traffic } from './soak-traffic.ts'

/**
 * The soak's sales, made through the API as an organizer would: a counted ticket whose doors are open (it
 * starts in an hour: offline scans keep the devices' own times), a seated hall, and an on-sale queue opening
 * a few seconds into the crowd (bench/lib/queued-sale.ts, the on-sale bench's event); two door devices of the
 * counted event's organizer.
 */
export async function setUpSoakSales(url: string, traffic: Traffic, places: { counted: number; hall: Hall }) {
  const organizer = await signUpOrganizer(url, `soak${Date.now()}`)
  const counted = await setUpSale(url, organizer.headers, {
    title: 'Soak night',
    ticket: { Capacity: places.counted, LimitPerUser: 2, Price: 500 },
    startsAt: new Date(Date.now() + 3_600_000),
  })
  await callOk(
    `${url}/api/event/${counted.eventId}/attendee-policy`,
    'PUT',
    { WaitlistEnabled: false, TransfersEnabled: true },
    organizer.headers,
  )
  const seated = await setUpSale(url, organizer.headers, {
    title: 'Soak night, seated',
    ticket: {
      Capacity: places.hall.sections * places.hall.rows * places.hall.perRow,
      LimitPerUser: 2,
      Price: 800,
    },
  })
  const hall = await drawHall(url, organizer.headers, seated, places.hall)
  const queued = await setUpQueuedSale(url, { seats: places.counted, leadSeconds: 5, admitPerMinute: 120 })
  const doors = await Promise.all(
    ['north', 'south'].map(async (name) => {
      const staff = await callOk(`${url}/api/auth/login`, 'POST', {
        Username: organizer.headers['x-username'],
        Password: 'Bench2026x',
      })
      const headers = {
        authorization: staff.body.authToken,
        'x-username': organizer.headers['x-username'] ?? '',
      }
      return new DoorDevice(name, traffic, counted.eventId, headers)
    }),
  )
  return { organizer: organizer.headers, counted, seated, hall, queued, doors }
}

export type SoakSales = Awaited<ReturnType<typeof setUpSoakSales>>

/**
 * What becomes of each purchase a buyer saw paid: one in five is refunded by the organizer; of the counted
 * event's others, one in five has a seat passed on, the rest come to the doors (each seat to one door, one in
 * ten to both: a duplicate).
 */
export function afterPayment(sales: SoakSales) {
  const refunds: Paid[] = []
  const transfers: Paid[] = []
  const refundAsked = new Set<string>()
  let paidCount = 0
  const onPaid: Crowd['onPaid'] = (purchase) => {
    const role = paidCount++ % 5
    const [first, second] = sales.doors as [DoorDevice, DoorDevice]
    if (role === 0) {
      refundAsked.add(purchase.id)
      refunds.push(purchase)
    } else if (purchase.eventId !== sales.counted.eventId) return
    else if (role === 1) transfers.push(purchase)
    else
      purchase.items.forEach((seat, i) => {
        const [door, other] = (paidCount + i) % 2 ? [second, first] : [first, second]
        door.scan(seat)
        if ((paidCount + i) % 10 === 3) other.scan(seat, 1500)
      })
  }
  return { refunds, transfers, refundAsked, onPaid }
}

/** The counted ticket: one or two places, in turn. */
export const countedChoice = (sales: SoakSales, n: number): Choice[] => [
  { Tickets: [{ TicketID: sales.counted.ticketId, Quantity: 1 + (n % 2) }] },
]

/** Two seats side by side picked on the plan, best available when they are taken; or best available at once. */
export function seatedChoice(sales: SoakSales, pick: boolean): Choice[] {
  const best = { BestAvailable: [{ TicketID: sales.seated.ticketId, Quantity: 2 }] }
  if (!pick) return [best]
  const row = sales.hall[Math.floor(Math.random() * sales.hall.length)] ?? []
  const from = Math.floor(Math.random() * (row.length - 1))
  return [{ Seats: row.slice(from, from + 2) }, best]
}
