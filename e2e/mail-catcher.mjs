// A mail catcher for the e2e suite: a real SMTP server (smtp-server, as the API's tests use) that keeps
// every message it receives, decoded, in a JSON file the specs read (mail-catcher.ts).
// Usage: node mail-catcher.mjs <smtp port> <file>
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { SMTPServer } from 'smtp-server'

const [port, file] = [Number(process.argv[2]), process.argv[3]]
if (!port || !file) throw new Error('usage: node mail-catcher.mjs <smtp port> <file>')

const mails = []
const save = () => {
  // Written whole and renamed, so a spec never reads half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(mails, null, 1))
  renameSync(`${file}.tmp`, file)
}
mkdirSync(dirname(file), { recursive: true })
save()

/** Header lines unfolded into a lower-cased name → value map, and the body after the blank line. */
function split(raw) {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at < 0 ? raw : raw.slice(0, at)
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

const fromQuotedPrintable = (text) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

function decodeBody(headers, body) {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return fromQuotedPrintable(body)
  return Buffer.from(body, 'latin1').toString('utf8')
}

/** RFC 2047 words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header, as nodemailer writes non-ASCII subjects. */
const decodeWords = (value) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind, text) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replaceAll('_', ' ')),
    )

/** The text and HTML parts of a message, through nested multiparts. */
function parts(headers, body, found = {}) {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      const part = split(chunk.replace(/^\r?\n/, ''))
      parts(part.headers, part.body, found)
    }
  } else if (/^attachment/i.test(headers['content-disposition'] ?? '')) {
    // A file sent with the mail (the tickets' PDF): kept as base64, with its name and type.
    const filename = headers['content-disposition'].match(/filename="?([^";]+)"?/i)?.[1] ?? ''
    found.attachments ??= []
    found.attachments.push({ filename, contentType: type.split(';')[0], content: body.replace(/\s+/g, '') })
  } else if (/^text\/html/i.test(type)) found.html ??= decodeBody(headers, body)
  else if (/^text\//i.test(type)) found.text ??= decodeBody(headers, body)
  return found
}

const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on 127.0.0.1: offering STARTTLS would make nodemailer try a self-signed certificate.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      const { headers, body } = split(Buffer.concat(chunks).toString('latin1'))
      const { text = '', html = '', attachments = [] } = parts(headers, body)
      mails.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        subject: decodeWords(Buffer.from(headers.subject ?? '', 'latin1').toString('utf8')),
        text,
        html,
        attachments,
        headers,
        receivedAt: new Date().toISOString(),
      })
      save()
      callback()
    })
  },
})
server.listen(port, '127.0.0.1')
const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
