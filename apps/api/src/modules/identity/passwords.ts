import { hash, verify } from '@node-rs/argon2'

// argon2id with OWASP's minimum: 19 MiB, 2 iterations, 1 lane (ARCHITECTURE "Identity").
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, OPTIONS)

/** True when `password` matches; a missing hash (social-only account) never matches. */
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false
  return verify(passwordHash, password).catch(() => false)
}

// Verifying against a fixed hash when the account does not exist keeps the answer time the same,
// so timing does not tell which usernames exist.
let decoyHash: Promise<string> | undefined
export async function spendPasswordCheck(password: string) {
  decoyHash ??= hashPassword('decoy-password-for-timing')
  await passwordMatches(await decoyHash, password)
}
