import type { Language } from '@mela/shared/constants'
import { DATE_TIME_FULL, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import { formatShortCode } from '@mela/shared/short-code'
import { fillText } from '@mela/shared/texts'
import { MM, type PdfPage, pdfDocument } from '../../lib/pdf/pdf-document.ts'
import { shapeLine } from '../../lib/pdf/shaped-text.ts'
import { widthOf, wrapText } from '../../lib/pdf/text-wrap.ts'
import { DOOR_LIST_TEXTS } from './door-list-texts.ts'

/** One seat on the list: whose it is, how the door tells them apart, what it is. */
export type DoorListRow = { name: string; phoneEnd: string; shortCode: string; ticket: string; seat: string }

type DoorList = { title: string; startsAt: Date; rows: DoorListRow[]; language: Language; now: Date }

const WIDTH = 210 * MM
const HEIGHT = 297 * MM
const MARGIN = 14 * MM
const ROW = 17
const BODY = 9.5
const SMALL = 8
// Columns from the left margin: the box to tick, name, phone's last digits, code, ticket, seat.
const COLUMNS = { box: 0, name: 18, phone: 190, code: 232, ticket: 300, seat: 430 }
const RIGHT = WIDTH - 2 * MARGIN

/** The door list as a PDF: A4 pages of rows with a box to tick, the count of each ticket on the first page. */
export async function doorListPages(list: DoorList): Promise<Buffer> {
  const t = DOOR_LIST_TEXTS[list.language]
  const digits = (text: string) => localizeDigits(text, list.language)
  const counts = new Map<string, number>()
  for (const row of list.rows) counts.set(row.ticket, (counts.get(row.ticket) ?? 0) + 1)

  // The first page gives the heading and the counts; every page repeats the columns' names.
  const headingHeight = 16 * 1.5 + BODY * 1.5 * 2 + SMALL * 1.5 + (counts.size + 1) * BODY * 1.5 + ROW
  const bottom = HEIGHT - MARGIN - SMALL * 2
  const firstRows = Math.max(0, Math.floor((bottom - MARGIN - headingHeight - ROW) / ROW))
  const laterRows = Math.floor((bottom - MARGIN - ROW) / ROW)
  const pages: DoorListRow[][] = [list.rows.slice(0, firstRows)]
  for (let at = firstRows; at < list.rows.length; at += laterRows)
    pages.push(list.rows.slice(at, at + laterRows))

  const document = pdfDocument(`${t.title}: ${list.title}`)
  for (const [index, rows] of pages.entries()) {
    const page = document.page(WIDTH, HEIGHT)
    let y = MARGIN + 16
    if (index === 0) {
      for (const line of await wrapText(`${t.title}: ${list.title}`, {
        size: 16,
        width: RIGHT,
        weight: 'bold',
        maxLines: 1,
      })) {
        page.text(line, MARGIN, y, { size: 16 })
        y += 16 * 1.5
      }
      const when = formatDate(list.startsAt.toISOString(), DATE_TIME_FULL, { lang: list.language })
      const printed = fillText(t.printed, {
        when: formatDate(list.now.toISOString(), DATE_TIME_FULL, { lang: list.language }),
      })
      for (const text of [when, printed]) {
        page.text(await shapeLine(text), MARGIN, y, { size: BODY })
        y += BODY * 1.5
      }
      page.text(await shapeLine(t.note), MARGIN, y, { size: SMALL, gray: 0.35 })
      y += SMALL * 1.5 + BODY
      for (const [ticket, count] of counts) {
        page.text(await shapeLine(`${ticket}: ${digits(String(count))}`), MARGIN, y, { size: BODY })
        y += BODY * 1.5
      }
      page.text(await shapeLine(`${t.total}: ${digits(String(list.rows.length))}`, 'bold'), MARGIN, y, {
        size: BODY,
      })
      y += ROW
    }
    y = await columnNames(page, y, t)
    for (const row of rows) y = await seatRow(page, y, row, digits)
    const footer = await shapeLine(
      digits(fillText(t.page, { n: String(index + 1), total: String(pages.length) })),
    )
    page.text(footer, WIDTH - MARGIN - widthOf(footer, SMALL), HEIGHT - MARGIN, { size: SMALL, gray: 0.35 })
  }
  return document.bytes()
}

async function columnNames(page: PdfPage, y: number, t: (typeof DOOR_LIST_TEXTS)['en']) {
  const names = { name: t.name, phone: t.phone, code: t.code, ticket: t.ticket, seat: t.seat }
  for (const [column, text] of Object.entries(names))
    page.text(await shapeLine(text, 'bold'), MARGIN + COLUMNS[column as keyof typeof names], y, {
      size: SMALL,
    })
  page.line(MARGIN, y + 4, MARGIN + RIGHT, y + 4, 0.75)
  return y + ROW
}

async function seatRow(page: PdfPage, y: number, row: DoorListRow, digits: (text: string) => string) {
  page.box(MARGIN, y - 9, 10, 10, { stroke: 0, lineWidth: 0.75 })
  const cell = async (text: string, column: keyof typeof COLUMNS, next: number) => {
    const [line] = await wrapText(text, { size: BODY, width: next - COLUMNS[column] - 6, maxLines: 1 })
    if (line) page.text(line, MARGIN + COLUMNS[column], y, { size: BODY })
  }
  await cell(row.name, 'name', COLUMNS.phone)
  await cell(row.phoneEnd ? digits(`…${row.phoneEnd}`) : '', 'phone', COLUMNS.code)
  await cell(formatShortCode(row.shortCode), 'code', COLUMNS.ticket)
  await cell(row.ticket, 'ticket', COLUMNS.seat)
  await cell(digits(row.seat), 'seat', RIGHT)
  page.line(MARGIN, y + 5, MARGIN + RIGHT, y + 5, 0.25)
  return y + ROW
}
