/** The all-zeros UUID: the placeholder for "no entity" (product §9). */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000'

// True when `id` names no entity: missing, blank, or the all-zeros placeholder.
export function isEmptyId(id: string | null | undefined): boolean {
  return !id || id.trim() === '' || id === EMPTY_ID
}
