import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../config.ts'
import { buy, payLate } from '../../testing/seat-lifecycle-clients.ts'
import { checkInvariants } from '../../testing/seat-lifecycle-invariants.ts'
import { runOperation, snapshotOf } from '../../testing/seat-lifecycle-operations.ts'
import {
  type ModelStats,
  modelSettings,
  type Scenario,
  scenarioArbitrary,
  summaryOf,
} from '../../testing/seat-lifecycle-scenario.ts'
import { castOf, newWorld, type World } from '../../testing/seat-lifecycle-world.ts'
import { useListeningTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'

// Many clients at once need real transactions racing: PGlite has one connection. CI sets TEST_DATABASE_URL.
const raceIt = onPostgres ? it : it.skip
if (!onPostgres)
  console.warn('seat-lifecycle.model.test: skipped, needs TEST_DATABASE_URL (a real PostgreSQL) to race')

const SUPERUSER_PASSWORD = 'Moderate2026x'
// bKash's answer is awaited 2 s here: the slowest refunds outlast it, so the client asks for their status instead.
const context = useListeningTestApp({
  superuserPassword: SUPERUSER_PASSWORD,
  bkash: { ...testConfig().bkash, timeoutMs: 2_000 },
  // MODEL_LOG=error shows the server's side of a 5xx.
  ...(process.env.MODEL_LOG ? { logLevel: process.env.MODEL_LOG as 'error' } : {}),
})
const settings = modelSettings(process.env)
const stats: ModelStats = { runs: 0, operations: 0, rounds: 0, checks: 0, answers: {}, failures: [] }

afterAll(() => {
  if (onPostgres) console.log(summaryOf(settings, stats))
})

/** Plays a scenario's rounds, each round's operations at once; throws what a round's checks found broken. */
async function playRounds(world: World, scenario: Scenario, found: string[]) {
  for (const [n, round] of scenario.rounds.entries()) {
    const snapshot = snapshotOf(world)
    await Promise.all(round.map((timed) => runOperation(world, snapshot, timed)))
    stats.operations += round.length
    stats.rounds += 1
    const verdict = await checkInvariants(world)
    stats.checks += verdict.checks
    if (verdict.violations.length === 0) continue
    if (found.length === 0) found.push(...verdict.violations)
    throw new Error(`after round ${n + 1}:\n  ${verdict.violations.join('\n  ')}`)
  }
}

/** One seed's runs through fast-check; a failure is shrunk within the shrinking budget. */
async function checkSeed(cast: Awaited<ReturnType<typeof castOf>>, seed: number) {
  const found: string[] = []
  let shrinkUntil = Number.POSITIVE_INFINITY
  const property = fc.asyncProperty(scenarioArbitrary(settings), async (scenario: Scenario) => {
    // Past the shrinking budget every further candidate passes at once: the smallest so far stands.
    if (Date.now() > shrinkUntil) return
    stats.runs += 1
    const world = await newWorld(context.app, cast, scenario)
    try {
      // Two buyers have paid before the doors open (one through bKash, one through SSLCommerz), so the first
      // round already has seats to fight over, paid either way.
      await Promise.all([buy(world, 1, true, 'bkash'), buy(world, 2, true, 'sslcommerz')])
      await playRounds(world, scenario, found)
    } catch (error) {
      if (shrinkUntil === Number.POSITIVE_INFINITY) shrinkUntil = Date.now() + settings.shrinkMs
      throw error
    } finally {
      for (const [key, count] of Object.entries(world.answers))
        stats.answers[key] = (stats.answers[key] ?? 0) + count
    }
  })
  const details = await fc.check(property, {
    seed,
    numRuns: settings.runs,
    ...(settings.path ? { path: settings.path } : {}),
  })
  if (details.failed) stats.failures.push({ seed, details, violations: found })
}

describe('every seat and every taka, with many clients at once and bKash answering slowly', () => {
  raceIt(
    'keeps sold counts, the door and the ledger true after every round',
    async () => {
      const cast = await castOf(context.app, SUPERUSER_PASSWORD)
      for (const seed of settings.seeds) await checkSeed(cast, seed)
      expect(stats.failures, summaryOf(settings, stats)).toHaveLength(0)
    },
    settings.timeoutMs,
  )

  // Two clients of a round may pay one purchase, as a buyer with two tabs: the gateway's page is closed to
  // the second, which is no failure of the run.
  raceIt(
    'lets two tabs pay one SSLCommerz purchase late: one pays it, the other finds the page closed',
    async () => {
      const cast = await castOf(context.app, SUPERUSER_PASSWORD)
      const world = await newWorld(context.app, cast, { capacity: 5, refundDelayMs: 300, executeDelayMs: 0 })
      await buy(world, 1, false, 'sslcommerz')
      const [held] = world.pending
      if (!held) throw new Error('not held')
      await Promise.all([payLate(world, held, 0), payLate(world, held, 0)])
      expect(world.answers).toMatchObject({ 'late pay paid': 1, 'late pay closed': 1 })
      expect(world.seats).toHaveLength(1)
      expect((await checkInvariants(world)).violations).toEqual([])
    },
  )
})
