import lighthouse from 'lighthouse'

// Lighthouse's own mobile run (simulated slow 4G and a slowed CPU) against the system Chromium, which the
// caller started with --remote-debugging-port: the scores, 0–100.
export type Scores = { performance: number; accessibility: number }

export const SCORE_GOALS = { performance: 90, accessibility: 100 }

export async function lighthouseScores(url: string, port: number): Promise<Scores> {
  const report = await lighthouse(url, {
    port,
    onlyCategories: ['performance', 'accessibility'],
    output: 'json',
    logLevel: 'error',
  })
  const score = (name: keyof Scores) => Math.round((report?.lhr.categories[name]?.score ?? 0) * 100)
  return { performance: score('performance'), accessibility: score('accessibility') }
}

/** The audits that cost an accessibility point, named, so a failed run says what to fix. */
export async function failedAccessibilityAudits(url: string, port: number): Promise<string[]> {
  const report = await lighthouse(url, {
    port,
    onlyCategories: ['accessibility'],
    output: 'json',
    logLevel: 'error',
  })
  const audits = report?.lhr.audits ?? {}
  return Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => `${audit.id}: ${audit.title}`)
}
