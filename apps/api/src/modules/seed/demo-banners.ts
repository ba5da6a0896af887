import sharp from 'sharp'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { mediaAccount } from '../media/media-account.ts'
import { storedPath, writeWhole } from '../media/media-store.ts'

// Shapes only, no text: the machine may have no fonts, and nothing may be downloaded.
function bannerSvg(seed: number, hues: [number, number]) {
  const random = (n: number) => {
    const x = Math.sin(seed * 9301 + n * 49297) * 233280
    return x - Math.floor(x)
  }
  const circles = Array.from({ length: 7 }, (_, i) => {
    const r = 60 + random(i) * 220
    return `<circle cx="${random(i + 10) * 1600}" cy="${random(i + 20) * 900}" r="${r}" fill="hsl(${hues[i % 2]},70%,${55 + random(i + 30) * 25}%)" fill-opacity="${0.25 + random(i + 40) * 0.4}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hues[0]},65%,28%)"/><stop offset="1" stop-color="hsl(${hues[1]},70%,18%)"/>
</linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/>${circles}
<path d="M0 ${700 + random(50) * 100} Q 400 ${600 + random(51) * 150} 800 ${700 + random(52) * 80} T 1600 ${650 + random(53) * 120} V 900 H 0 Z" fill="hsl(${hues[1]},60%,12%)" fill-opacity="0.6"/></svg>`
}

/** Draws a 16:9 banner (or a square logo) locally and stores it in the media folder; answers its URL. */
export async function makeDemoImage(
  db: Db,
  config: Config,
  publicId: string,
  seed: number,
  hues: [number, number],
  square = false,
): Promise<string> {
  const svg = Buffer.from(bannerSvg(seed, hues))
  const image = sharp(svg)
  // The fastest encoder effort: the first start draws forty of these before it is ready.
  const data = await (square ? image.resize(400, 400, { fit: 'cover' }) : image.resize(1280, 720))
    .webp({ quality: 80, effort: 0 })
    .toBuffer()
  await writeWhole(storedPath(config.dataDir, publicId, 'webp'), data)
  const account = await mediaAccount(config, db)
  return `${account.deliveryBase}/${account.cloudName}/image/upload/v1/${publicId}.webp`
}
