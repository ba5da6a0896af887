// An iCalendar file (RFC 5545) for one event, so visitors can put it in any calendar app: built by the web
// for the event page and by the API for GET /event/{id}/calendar.ics.

export type CalendarEvent = {
  /** Globally unique and stable, so a second download updates the entry instead of doubling it. */
  uid: string
  title: string
  startsAt: string | Date
  endsAt: string | Date
  location?: string | null
  url: string
  description?: string | null
  /** A reminder this many minutes before the start (a VALARM), when given. */
  reminderMinutes?: number
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** A UTC instant as RFC 5545 writes it: 20261125T150000Z. */
export function icsDateTime(date: string | Date): string {
  return new Date(date)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '')
}

/** Escapes TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const octetsOf = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with one space.
 * Never splits inside a UTF-8 character, so Bengali text survives.
 */
export function foldLine(line: string): string {
  const lines: string[] = []
  let current = ''
  let size = 0
  for (const character of line) {
    const octets = octetsOf(character.codePointAt(0) ?? 0)
    if (size + octets > MAX_OCTETS) {
      lines.push(current)
      current = ' '
      size = 1
    }
    current += character
    size += octets
  }
  lines.push(current)
  return lines.join(CRLF)
}

/** The whole .ics text; `now` is the DTSTAMP, passed in so the output is testable. */
export function buildIcs(event: CalendarEvent, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mela//Event feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    event.location ? `LOCATION:${escapeText(event.location)}` : null,
    `URL:${event.url}`,
    event.description ? `DESCRIPTION:${escapeText(event.description)}` : null,
    ...(event.reminderMinutes === undefined
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.title)}`,
          `TRIGGER:-PT${Math.round(event.reminderMinutes)}M`,
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines
    .filter((line) => line !== null)
    .map(foldLine)
    .join(CRLF)}${CRLF}`
}

/** A file name from the title's Latin letters and digits; "event" when there are none. */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${slug || 'event'}.ics`
}
