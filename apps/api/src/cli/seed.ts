import { seedDemoData } from '../modules/seed/demo-data.ts'
import { withDatabase } from './with-database.ts'

// `npm run seed`: writes the demo data into the configured database, once.
await withDatabase(async (db, config) => {
  const seeded = await seedDemoData(db, config)
  console.log(seeded ? 'Demo data written.' : 'This database already has the demo data.')
})
