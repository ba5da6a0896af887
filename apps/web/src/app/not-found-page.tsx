import { useTranslation } from 'react-i18next'
import { NotFound } from '../lib/not-found.tsx'

export function NotFoundPage() {
  const { t } = useTranslation()
  return <NotFound title={t('notFound.title')} text={t('notFound.text')} to="/" action={t('notFound.home')} />
}
