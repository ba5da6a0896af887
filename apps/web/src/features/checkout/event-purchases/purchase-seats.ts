import type { PurchaseItem } from '@mela/shared/purchase'

/** Seats of one kind in a purchase: how many, and how many of them are already in. */
export type SeatGroup = { section: string; category: string; count: number; checkedIn: number }

/** A purchase's seats grouped by section and category, in the order they first appear. */
export function seatGroups(items: Pick<PurchaseItem, 'Section' | 'Category' | 'CheckedInAt'>[]): SeatGroup[] {
  const groups = new Map<string, SeatGroup>()
  for (const item of items) {
    // A JSON pair as the key: no separator can collide with text inside a section's name.
    const key = JSON.stringify([item.Section, item.Category])
    const group = groups.get(key) ?? {
      section: item.Section,
      category: item.Category,
      count: 0,
      checkedIn: 0,
    }
    group.count += 1
    if (item.CheckedInAt) group.checkedIn += 1
    groups.set(key, group)
  }
  return [...groups.values()]
}
