import type { Language } from '@mela/shared/constants'
import { DATE_TIME_FULL, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import { formatTaka, takaToPoisha } from '@mela/shared/money'
import type { Purchase, PurchaseItem } from '@mela/shared/purchase'
import { formatShortCode } from '@mela/shared/short-code'
import { verifyUrl } from '@mela/shared/ticket-url'
import { MM, type PdfPage, pdfDocument } from '../../lib/pdf/pdf-document.ts'
import { drawQrCode } from '../../lib/pdf/qr-drawing.ts'
import { shapeLine } from '../../lib/pdf/shaped-text.ts'
import { widthOf, wrapText } from '../../lib/pdf/text-wrap.ts'
import { NO_SEAT, seatWords } from '../inventory/seat-places.ts'
import { TICKET_PAPER_TEXTS } from './ticket-paper-texts.ts'

/** A4, or the small 80 × 150 mm ticket that prints on a phone-sized page or a receipt printer's roll. */
export type PaperSize = 'a4' | 'small'

/** A seat that opens the door: only these are printed. */
export type PrintableItem = PurchaseItem & { Code: string; ShortCode: string }

export type TicketsOnPaper = {
  purchase: Purchase
  items: PrintableItem[]
  holder: string
  organizer: string
  language: Language
  size: PaperSize
  /** Mela's address, which the QR code's verification link starts with. */
  publicUrl: string
}

// Everything in points; the small ticket is the A4 one drawn smaller, the same order top to bottom.
const SHEETS = {
  a4: {
    width: 210 * MM,
    height: 297 * MM,
    margin: 20 * MM,
    title: 24,
    body: 13,
    label: 9,
    code: 30,
    qr: 70 * MM,
  },
  small: {
    width: 80 * MM,
    height: 150 * MM,
    margin: 5 * MM,
    title: 14,
    body: 9.5,
    label: 7,
    code: 20,
    qr: 48 * MM,
  },
}

/** The PDF of the tickets: one page each, dark text on white, Bengali shaped by HarfBuzz. */
export async function ticketPages(paper: TicketsOnPaper): Promise<Buffer> {
  const { purchase, language } = paper
  const title = (language === 'bn' && purchase.Event.Bn?.Title) || purchase.Event.Title
  const document = pdfDocument(title)
  for (const [index, item] of paper.items.entries())
    await ticketPage(document.page(SHEETS[paper.size].width, SHEETS[paper.size].height), paper, item, index)
  return document.bytes()
}

async function ticketPage(page: PdfPage, paper: TicketsOnPaper, item: PrintableItem, index: number) {
  const { purchase, language } = paper
  const sheet = SHEETS[paper.size]
  const t = TICKET_PAPER_TEXTS[language]
  const digits = (text: string) => localizeDigits(text, language)
  const left = sheet.margin
  const width = page.width - 2 * sheet.margin
  let y = sheet.margin

  const label = async (text: string) => {
    page.text(await shapeLine(text), left, y, { size: sheet.label, gray: 0.35 })
    y += sheet.label * 1.5
  }
  const lines = async (text: string, size: number, bold = false, maxLines = 3) => {
    for (const line of await wrapText(text, { size, width, weight: bold ? 'bold' : 'regular', maxLines })) {
      page.text(line, left, y, { size })
      y += size * 1.35
    }
  }

  y += sheet.label
  page.text(await shapeLine('Mela', 'bold'), left, y, { size: sheet.label })
  const count = await shapeLine(digits(`${t.ticket} ${index + 1} ${t.of} ${paper.items.length}`))
  page.text(count, page.width - sheet.margin - widthOf(count, sheet.label), y, { size: sheet.label })
  y += sheet.title * 1.4
  const event = purchase.Event
  await lines((language === 'bn' && event.Bn?.Title) || event.Title, sheet.title, true)
  await lines(formatDate(event.StartsAt, DATE_TIME_FULL, { lang: language }), sheet.body)
  const venue = event.Online ? t.online : (language === 'bn' && event.Bn?.Venue) || event.Venue
  if (venue) await lines(venue, sheet.body, false, 2)
  y += sheet.body * 0.2
  page.line(left, y, left + width, y, 0.5)
  y += sheet.body * 1.6

  await lines(ticketName(item, language), sheet.body * 1.15, true, 2)
  const place = seatWords(
    { ...NO_SEAT, ...item, SeatSection: seatSection(item, language) ?? null },
    SEAT_WORDS[language],
  )
  if (place) await lines(`${t.seat}: ${digits(place)}`, sheet.body * 1.15, true, 2)
  await label(t.holder)
  await lines(paper.holder, sheet.body, false, 1)

  const qrLeft = (page.width - sheet.qr) / 2
  // What the screen's QR holds: a phone's camera opens the seat's page, the door app takes the code out of it.
  drawQrCode(page, verifyUrl(paper.publicUrl, item.ID, item.Code), qrLeft, y, sheet.qr)
  y += sheet.qr + sheet.label * 1.2
  const codeLabel = await shapeLine(t.doorCode)
  page.text(codeLabel, (page.width - widthOf(codeLabel, sheet.label)) / 2, y, {
    size: sheet.label,
    gray: 0.35,
  })
  y += sheet.code * 1.05
  // Latin letters in both languages: the door types them on its keyboard.
  const code = await shapeLine(formatShortCode(item.ShortCode), 'bold')
  page.text(code, (page.width - widthOf(code, sheet.code)) / 2, y, { size: sheet.code })
  y += sheet.code * 0.8

  const price = priceOf(purchase, item)
  const facts = [
    ...(price === undefined ? [] : [`${t.price}: ${formatTaka(price, { digits: language })}`]),
    `${t.organizer}: ${paper.organizer}`,
    `${t.order}: ${purchase.ID.slice(0, 8).toUpperCase()}`,
  ]
  for (const fact of facts) await lines(fact, sheet.body, false, 2)
  y = Math.max(y, page.height - sheet.margin - sheet.label * 1.4 * 3)
  for (const line of await wrapText(t.terms, { size: sheet.label, width, maxLines: 4 })) {
    page.text(line, left, y, { size: sheet.label, gray: 0.35 })
    y += sheet.label * 1.4
  }
}

const SEAT_WORDS = { en: { row: 'row', seat: 'seat' }, bn: { row: 'সারি', seat: 'আসন' } }

const ticketName = (item: PurchaseItem, language: Language) =>
  language === 'bn'
    ? `${item.Bn?.Section || item.Section} · ${item.Bn?.Category || item.Category}`
    : `${item.Section} · ${item.Category}`

const seatSection = (item: PurchaseItem, language: Language) =>
  (language === 'bn' && item.SeatSectionBn) || item.SeatSection

/**
 * What one seat cost, in poisha: its ticket's price, or its bundle's shared among the bundle's seats, less its
 * share of the order's discount.
 */
function priceOf(purchase: Purchase, item: PurchaseItem): number | undefined {
  // The way of paying's fee (a surcharge) is not part of a seat's price.
  const paidShare = purchase.Subtotal > 0 ? (purchase.Total - purchase.Surcharge) / purchase.Subtotal : 1
  const listed = listedPrice(purchase, item)
  return listed === undefined ? undefined : Math.round(listed * paidShare)
}

function listedPrice(purchase: Purchase, item: PurchaseItem): number | undefined {
  if (item.BundleID) {
    const line = purchase.Lines.find(
      (candidate) => candidate.Kind === 'bundle' && candidate.ID === item.BundleID,
    )
    const seats = purchase.Items.filter((other) => other.BundleID === item.BundleID).length
    return line && seats ? Math.round(takaToPoisha(line.Amount) / seats) : undefined
  }
  const line = purchase.Lines.find(
    (candidate) => candidate.Kind === 'ticket' && candidate.ID === item.TicketID,
  )
  return line ? takaToPoisha(line.UnitPrice) : undefined
}
