const BY_ID = 'Organization='

/** Which organization a /feed/{segment} address names, and how to ask for its events. */
export type OrganizationRef = { feedUrlOrId: string; query: { Organization: string } | { FeedURL: string } }

/**
 * Reads the single path segment after /feed/: `Organization=<id>` when the organization has no
 * feed URL of its own (product §2), else the feed URL itself.
 */
export function organizationRefOf(segment: string): OrganizationRef {
  if (segment.startsWith(BY_ID)) {
    const id = segment.slice(BY_ID.length)
    return { feedUrlOrId: id, query: { Organization: id } }
  }
  return { feedUrlOrId: segment, query: { FeedURL: segment } }
}

/** An organizer's own link, if it is a web address (never javascript: or the like). */
export function webLink(url: string | null): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}
