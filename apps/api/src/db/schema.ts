// Every table, for drizzle-kit and for typed queries. Tables live in db/schema/, one file per aggregate.
export * from './schema/accounts.ts'
export * from './schema/catalog.ts'
export * from './schema/door.ts'
export * from './schema/events.ts'
export * from './schema/jobs.ts'
export * from './schema/platform.ts'
export * from './schema/purchases.ts'
export * from './schema/users.ts'
