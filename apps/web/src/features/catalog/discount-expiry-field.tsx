import { DhakaTimeField } from '../../lib/dhaka-time-field.tsx'
import { useCatalogTranslation } from './locales/translation.ts'

type Props = { value: string; onChange: (iso: string) => void; error?: string; passed: boolean }

/** The expiry on Dhaka's clock; disabled once a saved expiry has passed (product §4). */
export function DiscountExpiryField({ value, onChange, error, passed }: Props) {
  const { t } = useCatalogTranslation()
  return (
    <DhakaTimeField
      label={t('discountForm.expiresAt')}
      description={passed ? t('discountForm.expiresAtPassed') : t('discountForm.expiresAtHint')}
      value={value}
      onChange={onChange}
      error={error}
      disabled={passed}
    />
  )
}
