import { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../testing/test-database.ts'
import type { Database } from './database.ts'
import { readFunctionFiles } from './function-files.ts'

// The files in src/db/functions are the present definition of the database's functions; migrations
// apply them. The migrated database must hold exactly what the files say: every function of the
// schema is in a file, and running the files changes none of them (PostgreSQL's own text of each,
// pg_get_functiondef, compared before and after, in a transaction rolled back).
const FUNCTIONS = `select p.proname as name, pg_get_functiondef(p.oid) as definition
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prokind = 'f'
    and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  order by 1`

type Run = <Row>(text: string) => Promise<Row[]>

let database: Database
let run: Run
let release = () => {}
beforeAll(async () => {
  database = await createTestDatabase()
  const client = (database.db as unknown as { $client: unknown }).$client
  if (client instanceof PGlite) {
    run = async <Row>(text: string) => ((await client.exec(text)).at(-1)?.rows ?? []) as Row[]
  } else {
    const connection = await (client as pg.Pool).connect()
    release = () => connection.release()
    run = async <Row>(text: string) => {
      const result = (await connection.query(text)) as unknown as pg.QueryResult | pg.QueryResult[]
      return (Array.isArray(result) ? result.at(-1)?.rows : result.rows) as Row[]
    }
  }
})
afterAll(async () => {
  release()
  await database.close()
})

const definitions = async () => run<{ name: string; definition: string }>(FUNCTIONS)

describe('the database functions files', () => {
  it('define every function the migrations leave, each once', async () => {
    const inFiles = readFunctionFiles().flatMap((file) => file.names)
    expect(new Set(inFiles).size).toBe(inFiles.length)
    expect([...inFiles].sort()).toEqual((await definitions()).map((row) => row.name))
  })

  it('say exactly what the migrated database runs', async () => {
    const migrated = await definitions()
    await run('begin')
    try {
      for (const file of readFunctionFiles()) await run(file.text)
      expect(await definitions()).toEqual(migrated)
    } finally {
      await run('rollback')
    }
  })
})
