import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'
import { caughtMailFile } from './playwright.config.ts'

/** A mail as the SMTP catcher (mail-catcher.mjs) received it from the mail instance, decoded. */
export type CaughtMail = {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Files sent with it; content in base64. */
  attachments: { filename: string; contentType: string; content: string }[]
  /** Lower-cased header names. */
  headers: Record<string, string>
}

async function caughtMails(): Promise<CaughtMail[]> {
  try {
    return JSON.parse(await readFile(caughtMailFile, 'utf8')) as CaughtMail[]
  } catch {
    return []
  }
}

/** Waits for the newest mail to `address` that matches `wanted` (mail goes out through the job queue). */
export async function caughtMailTo(address: string, wanted: (mail: CaughtMail) => boolean = () => true) {
  let found: CaughtMail | undefined
  await expect
    .poll(
      async () => {
        found = (await caughtMails())
          .reverse()
          .find((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()) && wanted(mail))
        return Boolean(found)
      },
      { timeout: 60_000, message: `a mail to ${address} at the SMTP catcher` },
    )
    .toBe(true)
  return found as CaughtMail
}
