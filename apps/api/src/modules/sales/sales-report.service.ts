import { PassThrough, Readable } from 'node:stream'
import type { ReportQuery } from '@mela/shared/sales'
import { and, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Db } from '../../db/database.ts'
import { bundles, events, purchaseItems, purchases, tickets, users } from '../../db/schema.ts'
import { csvLine } from '../../lib/csv.ts'
import { NO_SEAT, seatPlacesOf, seatWords } from '../inventory/seat-places.ts'
import { purchaseChannel } from './purchase-channel.ts'
import { dayRange } from './report-period.ts'

const BATCH = 1000

export const REPORT_COLUMNS = [
  { header: 'Purchase', key: 'purchase', width: 38 },
  { header: 'Purchased at', key: 'purchasedAt', width: 18 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Channel', key: 'channel', width: 8 },
  { header: 'Buyer', key: 'buyer', width: 24 },
  { header: 'Phone', key: 'phone', width: 16 },
  { header: 'E-mail', key: 'email', width: 28 },
  { header: 'Event', key: 'event', width: 28 },
  { header: 'Ticket', key: 'ticket', width: 24 },
  { header: 'Bundle', key: 'bundle', width: 18 },
  { header: 'Price', key: 'price', width: 10 },
  { header: 'Discount', key: 'discount', width: 10 },
  { header: 'Paid', key: 'paid', width: 10 },
  { header: 'Checked in at', key: 'checkedInAt', width: 18 },
  // Before Item (the last, the row's key), so the columns a spreadsheet already reads keep their places.
  { header: 'Seat', key: 'seat', width: 24 },
  { header: 'Item', key: 'item', width: 38 },
] as const

type Buyer = { FirstName?: string; LastName?: string; Phone?: string; Email?: string }
type Cell = string | number | Date | null
export type ReportRow = Record<(typeof REPORT_COLUMNS)[number]['key'], Cell>

function reportWhere(query: ReportQuery): SQL {
  const { from, to } = dayRange(query.From, query.To, query.TimeZone)
  const created = sql`coalesce(${purchases.paidAt}, ${purchases.createdAt})`
  return and(
    eq(events.accountId, query.AccountID),
    query.EventID ? eq(purchases.eventId, query.EventID) : undefined,
    query.TicketID.length ? inArray(purchaseItems.ticketId, query.TicketID) : undefined,
    query.Status.length ? inArray(purchases.status, query.Status) : undefined,
    query.PaymentMethod.length ? inArray(purchaseChannel, query.PaymentMethod) : undefined,
    from ? gte(created, from) : undefined,
    to ? lt(created, to) : undefined,
  ) as SQL
}

/** A UTC instant shown on the report's clock: Excel and CSV readers see the organizer's wall time. */
const onClock = (at: Date | null, offsetMinutes: number) =>
  at ? new Date(at.getTime() - offsetMinutes * 60_000) : null
const taka = (poisha: number) => Math.round(poisha) / 100

/**
 * The report's rows, one per seat, a batch at a time (keyset on purchase time and item), so a report
 * of 100,000 seats never holds more than one batch in memory.
 */
export async function* reportRows(db: Db, query: ReportQuery): AsyncGenerator<ReportRow> {
  const where = reportWhere(query)
  const at = sql<Date>`coalesce(${purchases.paidAt}, ${purchases.createdAt})`.mapWith(
    (value) => new Date(value),
  )
  let after: { at: Date; id: string } | undefined
  for (;;) {
    const page = await db
      .select({
        at,
        item: purchaseItems,
        purchase: {
          id: purchases.id,
          eventId: purchases.eventId,
          status: purchases.status,
          method: purchaseChannel,
          subtotal: purchases.subtotal,
          discount: purchases.discountAmount,
          buyer: purchases.buyer,
        },
        user: { first: users.firstName, last: users.lastName, phone: users.phone, email: users.email },
        event: events.title,
        ticket: sql<string>`${tickets.section} || ' ' || ${tickets.category}`,
        bundle: bundles.name,
      })
      .from(purchaseItems)
      .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
      .innerJoin(events, eq(events.id, purchases.eventId))
      .innerJoin(tickets, eq(tickets.id, purchaseItems.ticketId))
      .innerJoin(users, eq(users.id, purchases.userId))
      .leftJoin(bundles, eq(bundles.id, purchaseItems.bundleId))
      .where(
        and(
          where,
          // ≥ first, then the exact tie-break: an index on the purchase time can start right at the last batch's end.
          after
            ? and(
                sql`coalesce(${purchases.paidAt}, ${purchases.createdAt}) >= ${after.at}`,
                or(
                  sql`coalesce(${purchases.paidAt}, ${purchases.createdAt}) > ${after.at}`,
                  sql`${purchaseItems.id} > ${after.id}`,
                ),
              )
            : undefined,
        ),
      )
      .orderBy(sql`coalesce(${purchases.paidAt}, ${purchases.createdAt})`, purchaseItems.id)
      .limit(BATCH)
    const places = await seatPlacesOf(
      db,
      page.map((row) => ({ ...row.item, eventId: row.purchase.eventId })),
    )
    for (const row of page) {
      // A buyer who typed their details at checkout is named by them; a signed-in buyer by their account.
      const buyer = (row.purchase.buyer as Buyer | null) ?? {
        FirstName: row.user.first,
        LastName: row.user.last,
        Phone: row.user.phone ?? undefined,
        Email: row.user.email ?? undefined,
      }
      // A discount is spread over the seats in proportion to their prices.
      const share =
        row.purchase.subtotal > 0 ? (row.purchase.discount * row.item.price) / row.purchase.subtotal : 0
      yield {
        purchase: row.purchase.id,
        purchasedAt: onClock(row.at, query.TimeZone),
        status: row.purchase.status,
        channel: row.purchase.method,
        buyer: [buyer.FirstName, buyer.LastName].filter(Boolean).join(' '),
        phone: buyer.Phone ?? null,
        email: buyer.Email ?? null,
        event: row.event,
        ticket: row.ticket,
        bundle: row.bundle ?? null,
        seat: seatWords(places.get(row.item.id) ?? NO_SEAT) || null,
        price: taka(row.item.price),
        discount: taka(share),
        paid: taka(row.item.price - share),
        checkedInAt: onClock(row.item.checkedInAt, query.TimeZone),
        item: row.item.id,
      }
    }
    const last = page.at(-1)
    if (!last || page.length < BATCH) return
    after = { at: last.at, id: last.item.id }
  }
}

type Totals = Map<string, { seats: number; paid: number }>

const addTo = (totals: Totals, key: string, row: ReportRow) => {
  const entry = totals.get(key) ?? { seats: 0, paid: 0 }
  entry.seats += 1
  entry.paid = Math.round((entry.paid + Number(row.paid)) * 100) / 100
  totals.set(key, entry)
}

/** The report as a streamed .xlsx: the seats sheet, then a totals sheet by status and by channel. */
export function xlsxReport(db: Db, query: ReportQuery): Readable {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
  void (async () => {
    const sheet = workbook.addWorksheet('Sales')
    sheet.columns = REPORT_COLUMNS.map((column) => ({ ...column }))
    const byStatus: Totals = new Map()
    const byChannel: Totals = new Map()
    for await (const row of reportRows(db, query)) {
      const added = sheet.addRow(row)
      added.getCell('purchasedAt').numFmt = 'yyyy-mm-dd hh:mm'
      added.getCell('checkedInAt').numFmt = 'yyyy-mm-dd hh:mm'
      added.commit()
      addTo(byStatus, String(row.status), row)
      addTo(byChannel, String(row.channel), row)
    }
    sheet.commit()
    const totals = workbook.addWorksheet('Totals')
    totals.columns = [
      { header: 'By', key: 'by', width: 10 },
      { header: 'Value', key: 'value', width: 12 },
      { header: 'Seats', key: 'seats', width: 10 },
      { header: 'Paid', key: 'paid', width: 12 },
    ]
    for (const [by, map] of [
      ['Status', byStatus],
      ['Channel', byChannel],
    ] as const) {
      for (const [value, entry] of map) totals.addRow({ by, value, ...entry }).commit()
    }
    totals.commit()
    await workbook.commit()
  })().catch((error: unknown) => out.destroy(error as Error))
  return out
}

// Dates as the spreadsheet shows them (UTC, to the minute); every cell through the one formula-safe writer.
const csvValue = (value: Cell) =>
  value instanceof Date ? value.toISOString().slice(0, 16).replace('T', ' ') : value

/** The same rows as CSV, streamed a batch of lines at a time (one chunk per row would cost more than the rows). */
export function csvReport(db: Db, query: ReportQuery): Readable {
  return Readable.from(
    (async function* () {
      let lines = csvLine(REPORT_COLUMNS.map((column) => column.header))
      let count = 0
      for await (const row of reportRows(db, query)) {
        lines += csvLine(REPORT_COLUMNS.map((column) => csvValue(row[column.key])))
        if (++count % BATCH === 0) {
          yield lines
          lines = ''
        }
      }
      yield lines
    })(),
  )
}
