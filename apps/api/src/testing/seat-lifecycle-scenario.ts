import fc from 'fast-check'
import { describeOperation, type Timed, timedArbitrary } from './seat-lifecycle-operations.ts'

/** One run of the model: a fresh organization, how slow bKash is, and rounds of operations sent at once. */
export type Scenario = {
  capacity: number
  /** Sold by seat on a plan (reserved seating, two tickets), else by count: the same life, and the plan follows. */
  seated: boolean
  refundDelayMs: number
  executeDelayMs: number
  rounds: Timed[][]
}

/**
 * The size of a run, from the environment: a fixed seed and a small size by default (CI), MODEL_SEED,
 * MODEL_PATH (fast-check's path of a shrunk case), MODEL_RUNS and MODEL_ROUNDS to replay or grow it;
 * MODEL_OPERATIONS narrows the mix; MODEL_SOAK=1 draws random seeds (MODEL_SEEDS of them) and runs longer.
 */
export function modelSettings(env: Record<string, string | undefined>) {
  const soak = env.MODEL_SOAK === '1'
  const randomSeed = () => Math.floor(Math.random() * 2 ** 31)
  const seeds = env.MODEL_SEED
    ? [Number(env.MODEL_SEED)]
    : soak
      ? Array.from({ length: Number(env.MODEL_SEEDS ?? 4) }, randomSeed)
      : [20261125]
  const runs = Number(env.MODEL_RUNS ?? (soak ? 10 : 3))
  const rounds = Number(env.MODEL_ROUNDS ?? (soak ? 12 : 5))
  const shrinkMs = Number(env.MODEL_SHRINK_MS ?? (soak ? 60_000 : 20_000))
  return {
    soak,
    seeds,
    path: env.MODEL_PATH,
    operations: env.MODEL_OPERATIONS?.split(',').map((kind) => kind.trim()),
    runs,
    rounds,
    shrinkMs,
    // A round takes a few seconds at most (a slow refund); each failing seed has its shrinking budget on top.
    timeoutMs: seeds.length * (runs * rounds * 6_000 + shrinkMs) + 60_000,
  }
}
export type ModelSettings = ReturnType<typeof modelSettings>

export const scenarioArbitrary = (settings: ModelSettings): fc.Arbitrary<Scenario> =>
  fc.record({
    capacity: fc.integer({ min: 5, max: 10 }),
    // About every other run; part of the case, so that a shrunk or replayed case keeps its plan.
    seated: fc.boolean(),
    // Refunds wait longest, so that check-ins, transfers, voids and claims race them.
    refundDelayMs: fc.constantFrom(300, 900, 1500, 3000),
    executeDelayMs: fc.constantFrom(0, 100, 300),
    // 'max' draws long runs of full rounds (fast-check's default leans short); shrinking still goes down to one.
    rounds: fc.array(
      fc.array(timedArbitrary(settings.operations), { minLength: 1, maxLength: 5, size: 'max' }),
      { minLength: 1, maxLength: settings.rounds, size: 'max' },
    ),
  })

export type ModelStats = {
  runs: number
  operations: number
  rounds: number
  checks: number
  /** Answers by operation and status, over every run. */
  answers: Record<string, number>
  /** Each failing seed: fast-check's details, and what its first failing run broke (before shrinking). */
  failures: { seed: number; details: fc.RunDetails<[Scenario]>; violations: string[] }[]
}

/** The counterexample as rounds of operations sent at once, one line a round. */
export function describeScenario(scenario: Scenario, played = scenario.rounds.length) {
  const hall = scenario.seated ? `seated, ${Math.ceil(scenario.capacity / 2)} seats a ticket` : 'by count'
  const head = `two buyers paid (1 seat by bKash, 2 by SSLCommerz); capacity ${scenario.capacity}, ${hall}; bKash refunds take ${scenario.refundDelayMs} ms, payments ${scenario.executeDelayMs} ms`
  const rounds = scenario.rounds
    .slice(0, played)
    .map((round, n) => `  round ${n + 1}: ${round.map(describeOperation).join('  ‖  ')}`)
  return [head, ...rounds].join('\n')
}

function describeFailure(settings: ModelSettings, { details, violations }: ModelStats['failures'][number]) {
  const [scenario] = details.counterexample ?? []
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)
  return [
    `seed ${details.seed} broke, in its first failing run:\n  ${[...new Set(violations)].join('\n  ')}`,
    // The rounds after the one that broke never ran: they are left out.
    `shrunk ${details.numShrinks} times to:\n${scenario ? describeScenario(scenario, Number(error.match(/after round (\d+)/)?.[1] ?? Number.POSITIVE_INFINITY)) : '(none)'}`,
    `which broke ${error}`,
    // The rounds' length and the mix shape what a seed draws: a soak's or a narrowed case replays with them.
    `replay: MODEL_SEED=${details.seed} MODEL_PATH=${details.counterexamplePath} MODEL_ROUNDS=${settings.rounds}${settings.operations ? ` MODEL_OPERATIONS=${settings.operations.join(',')}` : ''} TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run apps/api/src/modules/checkout/seat-lifecycle.model.test.ts`,
  ].join('\n')
}

/** The closing report: what ran, what was checked, what broke and how to replay it. */
export function summaryOf(settings: ModelSettings, stats: ModelStats) {
  const violations = stats.failures.reduce((sum, failure) => sum + failure.violations.length, 0)
  const answers = Object.entries(stats.answers).sort(([a], [b]) => a.localeCompare(b))
  return [
    `seat-lifecycle model: seeds ${settings.seeds.join(', ')}; ${stats.runs} runs (shrinking included), ${stats.operations} operations, ${stats.rounds} rounds, ${stats.checks} invariant checks, ${violations} violations in ${stats.failures.length} failing seeds`,
    `answers: ${answers.map(([key, count]) => `${key}×${count}`).join(', ')}`,
    ...stats.failures.map((failure) => describeFailure(settings, failure)),
  ].join('\n')
}
