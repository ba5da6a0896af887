const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True for a UUID; lets lookups by ID answer 404 instead of a database type error for anything else. */
export const isUuid = (value: string) => UUID.test(value)
