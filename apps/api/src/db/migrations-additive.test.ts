import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrationsDir } from '../paths.ts'

// During a rolling restart the previous release's instances serve on the new schema (docs/operations.md
// "Migrations that do not stop a sale"): a migration only adds. The full soak runs the previous release through
// one; CI's short soak has no room for that build, so this reads every migration since the rule was checked.
// A migration that must take something away (the "drop" step, a release after the switch) says why it is safe
// in a line starting `-- previous release:`.
const FIRST_CHECKED = 27

const TAKES_AWAY: [RegExp, string][] = [
  [/\bdrop\s+(table|column|view|type|function|schema)\b/i, 'drops what the previous release may use'],
  [/\brename\b/i, 'renames what the previous release names'],
  [/\balter\s+column\s+"?\w+"?\s+(set\s+data\s+)?type\b/i, 'changes a column type'],
  [/\bset\s+not\s+null\b/i, 'makes an existing column required'],
  [/\badd\s+column\b(?![^;]*\bdefault\b)[^;]*\bnot\s+null\b/i, 'adds a required column without a default'],
]

/** What in `sql` the previous release could trip on, statement by statement, comments aside. */
export function takenAway(sql: string): string[] {
  const code = sql.replace(/--[^\n]*/g, '')
  return code
    .split(/;|--> statement-breakpoint/)
    .flatMap((statement) =>
      TAKES_AWAY.filter(([pattern]) => pattern.test(statement)).map(
        ([, why]) => `${why}: ${statement.trim().slice(0, 80)}`,
      ),
    )
}

describe('migrations since the previous release', () => {
  it('only add, or say why taking away is safe', () => {
    const checked = readdirSync(migrationsDir).filter(
      (file) => file.endsWith('.sql') && Number(file.slice(0, 4)) >= FIRST_CHECKED,
    )
    for (const file of checked) {
      const sql = readFileSync(join(migrationsDir, file), 'utf8')
      if (/^-- previous release:/m.test(sql)) continue
      expect(takenAway(sql), file).toEqual([])
    }
  })

  it('tells an additive change from one the previous release would trip on', () => {
    expect(takenAway('ALTER TABLE "seats" ADD COLUMN "x" integer DEFAULT 0 NOT NULL;')).toEqual([])
    expect(
      takenAway(
        'ALTER TABLE "seats" ADD COLUMN "x" text;--> statement-breakpoint\nCREATE INDEX "i" ON "seats" ("x");',
      ),
    ).toEqual([])
    expect(takenAway('DROP INDEX "events_feed_idx";')).toEqual([])
    expect(takenAway('ALTER TABLE "seats" ADD COLUMN "x" integer NOT NULL;')).toHaveLength(1)
    expect(takenAway('ALTER TABLE "seats" DROP COLUMN "x";')).toHaveLength(1)
    expect(takenAway('ALTER TABLE "seats" RENAME COLUMN "x" TO "y";')).toHaveLength(1)
    expect(takenAway('ALTER TABLE "seats" ALTER COLUMN "x" SET DATA TYPE bigint;')).toHaveLength(1)
    expect(takenAway('ALTER TABLE "seats" ALTER COLUMN "x" SET NOT NULL;')).toHaveLength(1)
    expect(takenAway('-- DROP TABLE "seats" once nothing reads it\nSELECT 1;')).toEqual([])
  })
})
