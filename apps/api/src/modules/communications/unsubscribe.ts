import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, unsubscribes } from '../../db/schema.ts'
import { isUuid } from '../../lib/ids.ts'
import { inLanguage } from '../../lib/message-links.ts'
import { platformSecret } from '../../lib/secrets.ts'
import type { Language } from '../messages/templates.ts'

const KEY_NAME = 'unsubscribe-key'

const signatureOf = async (db: Db, payload: string) =>
  createHmac('sha256', await platformSecret(db, KEY_NAME))
    .update(payload)
    .digest()

/**
 * The token of an e-mail's unsubscribe link: the organization and the address, signed so that nobody can
 * unsubscribe someone else by editing the link. It never expires: an old message must keep working.
 */
export async function unsubscribeToken(db: Db, accountId: string, address: string): Promise<string> {
  const payload = Buffer.from(`${accountId}\n${address}`).toString('base64url')
  return `${payload}.${(await signatureOf(db, payload)).toString('base64url')}`
}

/** The unsubscribe link of a message to `address`, in the language of the words around it. */
export const unsubscribeLink = async (
  db: Db,
  publicUrl: string,
  accountId: string,
  address: string,
  language: Language,
) =>
  inLanguage(
    `${publicUrl}/communication/unsubscribe?token=${await unsubscribeToken(db, accountId, address)}`,
    language,
  )

/** The organization and address a genuine token names, or undefined. */
export async function readUnsubscribeToken(db: Db, token: string) {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return undefined
  const given = Buffer.from(signature, 'base64url')
  const expected = await signatureOf(db, payload)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  const [accountId, address] = Buffer.from(payload, 'base64url').toString('utf8').split('\n')
  if (!accountId || !address || !isUuid(accountId)) return undefined
  return { accountId, address }
}

/** Records that the address wants no more messages from the organization; twice is the same as once. */
export async function unsubscribe(db: Db, accountId: string, address: string) {
  // Through a select, so a link of an organization deleted since is a no-op rather than a broken reference.
  await db.execute(sql`insert into ${unsubscribes} (account_id, address)
    select ${accounts.id}, ${address} from ${accounts} where ${accounts.id} = ${accountId}
    on conflict do nothing`)
}

/** The organization's name as an unsubscribed reader is told it (undefined once the organization is gone). */
export async function organizationName(db: Db, accountId: string): Promise<string | undefined> {
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId))
  return account?.name
}
