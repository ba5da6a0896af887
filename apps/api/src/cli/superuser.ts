import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { passwordStrength } from '@mela/shared/password'
import { loadConfig } from '../config.ts'
import { lockDataDir } from '../db/data-dir-lock.ts'
import { openDatabase } from '../db/database.ts'
import { setSuperuserPassword } from '../modules/identity/superuser.service.ts'

// `npm run superuser -- --password …`: creates the user `superuser`, or resets its password.
if (existsSync('.env')) process.loadEnvFile('.env')
const { values } = parseArgs({ options: { password: { type: 'string' } } })
const checked = passwordStrength.safeParse(values.password)
if (!checked.success) {
  console.error(
    `Usage: npm run superuser -- --password <password>\n${checked.error.issues[0]?.message ?? ''}`,
  )
  process.exit(2)
}

const config = loadConfig()
let unlock = () => {}
try {
  if (!config.databaseUrl) unlock = lockDataDir(config.dataDir)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
try {
  const outcome = await setSuperuserPassword(database.db, checked.data)
  console.log(outcome === 'created' ? 'The superuser was created.' : 'The superuser password was reset.')
} finally {
  await database.close()
  unlock()
}
