import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { platformSecret } from '../../lib/secrets.ts'

/** The image host uploads are signed for and images are delivered from. */
export type MediaAccount = {
  cloudName: string
  apiKey: string
  apiSecret: string
  uploadBase: string
  deliveryBase: string
  local: boolean
}

export const LOCAL_CLOUD = 'local'

/** Cloudinary when CLOUDINARY_URL is set; otherwise the API's own store, with a secret kept in the database. */
export async function mediaAccount(config: Config, db: Db): Promise<MediaAccount> {
  const cloudinary = config.media.cloudinary
  if (cloudinary) {
    return {
      ...cloudinary,
      uploadBase: 'https://api.cloudinary.com',
      deliveryBase: 'https://res.cloudinary.com',
      local: false,
    }
  }
  return {
    cloudName: LOCAL_CLOUD,
    apiKey: LOCAL_CLOUD,
    apiSecret: await platformSecret(db, 'media-api-secret'),
    // Paths, not PUBLIC_URL: the app opened as 127.0.0.1, a LAN address or another name still shows them.
    uploadBase: '/api/media',
    deliveryBase: '/media',
    local: true,
  }
}

/** The full endpoint a browser posts a file to. */
export const uploadUrlOf = (account: MediaAccount) =>
  `${account.uploadBase}/v1_1/${account.cloudName}/auto/upload`
