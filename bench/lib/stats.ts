/** Statistics the benches print. */

/** Spearman's rank correlation of two orderings of the same items (no ties). */
export function spearman(a: number[], b: number[]) {
  const n = a.length
  if (n < 2) return Number.NaN
  const rank = (xs: number[]) => {
    const ranks = new Array<number>(n)
    xs.map((x, i) => [x, i] as const)
      .sort((p, q) => p[0] - q[0])
      .forEach(([, i], r) => {
        ranks[i] = r
      })
    return ranks
  }
  const [ra, rb] = [rank(a), rank(b)]
  const d2 = ra.reduce((sum, r, i) => sum + (r - (rb[i] as number)) ** 2, 0)
  return 1 - (6 * d2) / (n * (n * n - 1))
}
