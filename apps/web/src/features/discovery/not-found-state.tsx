import { NotFound } from '../../lib/not-found.tsx'
import { useDiscoveryTranslation } from './locales/translation.ts'

/** A friendly 404 for an event, performer or organization that is not (or no longer) there. */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  const { t } = useDiscoveryTranslation()
  return <NotFound title={title} text={text} to="/feed" action={t('common.browseEvents')} />
}
