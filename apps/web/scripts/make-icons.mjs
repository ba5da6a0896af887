// Draws the installable app's PNG icons from the favicon (run by hand when the logo changes):
// node apps/web/scripts/make-icons.mjs. A maskable icon keeps the mark inside the safe circle.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public')
const logo = readFileSync(join(publicDir, 'favicon.svg'))
const GREEN = '#077a4c'

for (const size of [192, 512]) {
  await sharp(logo, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(join(publicDir, `icon-${size}.png`))
  // Maskable: a full square of the brand green with the logo at 70% in the middle.
  const inner = Math.round(size * 0.7)
  const mark = await sharp(logo, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer()
  await sharp({ create: { width: size, height: size, channels: 4, background: GREEN } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toFile(join(publicDir, `icon-maskable-${size}.png`))
}
