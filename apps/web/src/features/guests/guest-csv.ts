import { GuestDetails } from '@mela/shared/guest'
import { fieldErrors } from '@mela/shared/validation'
import { randomId } from '../../lib/random-id.ts'

/** One line of an imported file: what it says, what the guest would be, and what is wrong with it. */
export type CsvGuest = {
  line: number
  values: { FirstName: string; LastName: string; Phone: string; Email: string; Quantity: string }
  guest?: GuestDetails
  errors: Record<string, string>
}

type Column = keyof CsvGuest['values']
const ORDER: Column[] = ['FirstName', 'LastName', 'Phone', 'Email', 'Quantity']
const HEADERS: Record<string, Column> = {
  firstname: 'FirstName',
  first: 'FirstName',
  name: 'FirstName',
  lastname: 'LastName',
  last: 'LastName',
  surname: 'LastName',
  phone: 'Phone',
  mobile: 'Phone',
  phonenumber: 'Phone',
  email: 'Email',
  emailaddress: 'Email',
  quantity: 'Quantity',
  seats: 'Quantity',
  qty: 'Quantity',
}

/** Rows of a CSV text: commas, "quoted, fields" with "" for a quote, CRLF or LF; blank lines dropped. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i++) {
    const char = body[i]
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',' || char === ';') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  row.push(field)
  rows.push(row)
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''))
}

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '')

/**
 * The guests of a CSV file (name, last name, phone, e-mail, quantity): a header row in any order is
 * recognised, else the columns are taken in that order. Each row is checked as the API will check it.
 */
export function guestsOfCsv(text: string, ticketId: string | undefined): CsvGuest[] {
  const rows = csvRows(text)
  const header = rows[0]?.map((cell) => HEADERS[headerKey(cell)])
  const hasHeader = header?.some((column) => column !== undefined) ?? false
  const columns = hasHeader ? (header as (Column | undefined)[]) : ORDER
  return rows.slice(hasHeader ? 1 : 0).map((cells, index) => {
    const values = { FirstName: '', LastName: '', Phone: '', Email: '', Quantity: '' }
    cells.forEach((cell, at) => {
      const column = columns[at]
      if (column) values[column] = cell.trim()
    })
    const parsed = GuestDetails.safeParse({
      ...values,
      Quantity: values.Quantity || 1,
      TicketID: ticketId,
      GuestID: randomId(),
    })
    return {
      line: index + (hasHeader ? 2 : 1),
      values,
      guest: parsed.success ? parsed.data : undefined,
      errors: parsed.success ? {} : fieldErrors(parsed.error),
    }
  })
}
