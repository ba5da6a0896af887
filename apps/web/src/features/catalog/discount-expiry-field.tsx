import { DateField } from '../../lib/date-field.tsx'
import { fromLocalInput, toLocalInput } from './discount-form-values.ts'
import { useCatalogTranslation } from './locales/translation.ts'

type Props = { value: string; onChange: (iso: string) => void; error?: string; passed: boolean }

/** The expiry in the viewer's local time; disabled once a saved expiry has passed (product §4). */
export function DiscountExpiryField({ value, onChange, error, passed }: Props) {
  const { t } = useCatalogTranslation()
  return (
    <DateField
      type="datetime-local"
      label={t('discountForm.expiresAt')}
      description={passed ? t('discountForm.expiresAtPassed') : t('discountForm.expiresAtHint')}
      value={toLocalInput(value)}
      onChange={(event) => onChange(fromLocalInput(event.currentTarget.value))}
      error={error}
      disabled={passed}
    />
  )
}
