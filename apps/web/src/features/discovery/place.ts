import type { District } from '@mela/shared/event-enums'

type Located = { Online: boolean; Venue: string | null; District: string | null }

/** Where an event happens in one line: "Venue, District", or null for an online event. */
export function placeLine(event: Located, districtName: (district: District) => string): string | null {
  if (event.Online) return null
  const district = event.District ? districtName(event.District as District) : null
  return [event.Venue, district].filter(Boolean).join(', ') || null
}

/** An organization's public feed (product §2): its FeedURL, else Organization={ID}. */
export const feedPathOf = (account: { ID: string; FeedURL?: string | null }) =>
  account.FeedURL ? `/feed/${account.FeedURL}` : `/feed/Organization=${account.ID}`

export const performerName = (performer: { FirstName: string; LastName: string }) =>
  [performer.FirstName, performer.LastName].filter(Boolean).join(' ')
