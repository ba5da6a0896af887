/** The short public address of an event, as printed on posters: {origin}/e/{id}. */
export const eventLink = (eventId: string, origin = window.location.origin) =>
  `${origin}/e/${encodeURIComponent(eventId)}`

/** A file name for the event's QR code, from its title: letters and digits kept, the rest dashes. */
export function qrFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return `${slug || 'event'}-qr.png`
}
