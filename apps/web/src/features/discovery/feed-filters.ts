import { DISTRICTS, type District, EVENT_CATEGORIES, type EventCategory } from '@mela/shared/event-enums'

/**
 * The feed's filters as the address bar carries them, under GET /event/feed's own names, so a
 * filtered feed is a link one can share and the back button steps through earlier filters.
 * From and To are days (YYYY-MM-DD) in Dhaka.
 */
export type FeedFilters = {
  Search?: string
  Category?: EventCategory
  District?: District
  From?: string
  To?: string
  /** true: online only; false: in person only; absent: both. */
  Online?: boolean
  Verified?: boolean
}

/** The query of GET /event/feed besides paging. */
export type FeedApiQuery = {
  Search?: string
  Category?: EventCategory
  District?: District
  From?: string
  To?: string
  Online?: '1' | '0'
  Verified?: '1'
  Past?: '1'
  Organization?: string
  FeedURL?: string
}

export const SEARCH_MAX = 100
// Bangladesh has kept UTC+6 all year since 2009, so a day's bounds are fixed offsets.
const DHAKA_OFFSET = '+06:00'
const DAY = /^\d{4}-\d{2}-\d{2}$/

// A real calendar day: 2026-02-30 parses in some engines, so the date must come back unchanged.
const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.includes(value as T) ? (value as T) : undefined

function flag(value: string | null): boolean | undefined {
  if (value === '1' || value === 'true') return true
  if (value === '0' || value === 'false') return false
  return undefined
}

/** Reads the filters from the address bar, dropping whatever is not a valid choice. */
export function filtersFromParams(params: URLSearchParams): FeedFilters {
  const filters: FeedFilters = {}
  const search = params.get('Search')?.trim().slice(0, SEARCH_MAX)
  if (search) filters.Search = search
  const category = oneOf(EVENT_CATEGORIES, params.get('Category'))
  if (category) filters.Category = category
  const district = oneOf(DISTRICTS, params.get('District'))
  if (district) filters.District = district
  const from = params.get('From')
  if (from && isDay(from)) filters.From = from
  const to = params.get('To')
  if (to && isDay(to)) filters.To = to
  const online = flag(params.get('Online'))
  if (online !== undefined) filters.Online = online
  if (flag(params.get('Verified'))) filters.Verified = true
  return filters
}

/** Writes the filters for the address bar, in a fixed order so equal filters give equal links. */
export function paramsFromFilters(filters: FeedFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.Search?.trim()) params.set('Search', filters.Search.trim().slice(0, SEARCH_MAX))
  if (filters.Category) params.set('Category', filters.Category)
  if (filters.District) params.set('District', filters.District)
  if (filters.From) params.set('From', filters.From)
  if (filters.To) params.set('To', filters.To)
  if (filters.Online !== undefined) params.set('Online', filters.Online ? '1' : '0')
  if (filters.Verified) params.set('Verified', '1')
  return params
}

/** A path to the feed with these filters, e.g. `/feed?District=dhaka`. */
export function feedLink(filters: FeedFilters, path = '/feed') {
  const search = paramsFromFilters(filters).toString()
  return search ? `${path}?${search}` : path
}

export const hasFilters = (filters: FeedFilters) => paramsFromFilters(filters).size > 0

/** The API's query for these filters: the From day starts and the To day ends in Dhaka. */
export function apiQueryOf(filters: FeedFilters): FeedApiQuery {
  const query: FeedApiQuery = {}
  if (filters.Search) query.Search = filters.Search
  if (filters.Category) query.Category = filters.Category
  if (filters.District) query.District = filters.District
  if (filters.From) query.From = `${filters.From}T00:00:00${DHAKA_OFFSET}`
  if (filters.To) query.To = `${filters.To}T23:59:59.999${DHAKA_OFFSET}`
  if (filters.Online !== undefined) query.Online = filters.Online ? '1' : '0'
  if (filters.Verified) query.Verified = '1'
  return query
}
