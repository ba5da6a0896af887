import { parseArgs } from 'node:util'
import { passwordStrength } from '@mela/shared/password'
import { setSuperuserPassword } from '../modules/identity/superuser.service.ts'
import { withDatabase } from './with-database.ts'

// `npm run superuser -- --password …`: creates the user `superuser`, or resets its password.
const { values } = parseArgs({ options: { password: { type: 'string' } } })
const checked = passwordStrength.safeParse(values.password)
if (!checked.success) {
  console.error(
    `Usage: npm run superuser -- --password <password>\n${checked.error.issues[0]?.message ?? ''}`,
  )
  process.exit(2)
}

await withDatabase(async (db) => {
  const outcome = await setSuperuserPassword(db, checked.data)
  console.log(outcome === 'created' ? 'The superuser was created.' : 'The superuser password was reset.')
})
