import { type AddressInfo, createServer as createNetServer } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'

export type ReceivedMail = { to: string[]; raw: string }

/** A real SMTP server on a free local port that keeps what it receives, for mail tests. */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** An SMTP URL where nothing listens: a mail server that is down. */
export async function deadSmtpUrl(): Promise<string> {
  const probe = createNetServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const port = (probe.address() as AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return `smtp://127.0.0.1:${port}`
}

/** An SMTP receiver for the calling test file, and cleanups that run after its tests, before it closes. */
export function useSmtpReceiver() {
  const state = {} as { receiver: Awaited<ReturnType<typeof startSmtpReceiver>> }
  const cleanups: (() => unknown)[] = []
  beforeAll(async () => {
    state.receiver = await startSmtpReceiver()
  })
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup()
    await state.receiver?.close()
  })
  return { catcher: () => state.receiver, cleanups }
}
