import { withDatabase } from './with-database.ts'

// `npm run migrate`: applies this release's migrations to the configured database and stops, as the first
// step of a rolling restart: the running (previous) release keeps serving on the new schema, which only adds
// (docs/operations.md "Migrations that do not stop a sale"), then each instance is replaced in turn.
await withDatabase(async () => {
  console.log('The database is up to date with this release’s migrations.')
})
