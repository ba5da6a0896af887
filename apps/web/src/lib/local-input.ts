// <input type="datetime-local"> speaks the browser's wall time without a zone; the API speaks UTC.

/** An ISO time as the input shows it ('' for none). */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** What the input holds, as an ISO time (null for empty). */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null)
