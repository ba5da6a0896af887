/** Where people reach Mela; shown in the footer and on the support and agreement pages. */
export const SUPPORT_EMAIL = 'support@mela.com.bd'
export const SUPPORT_PHONE = '+880 9612-635200'

export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/mela.com.bd',
  instagram: 'https://www.instagram.com/mela.com.bd',
  youtube: 'https://www.youtube.com/@mela.com.bd',
} as const
