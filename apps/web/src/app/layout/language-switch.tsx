import { Button, type ButtonProps } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { updateProfile } from '../../features/profile/api.ts'
import { loadBengaliFace } from '../../lib/bengali-face.ts'
import { currentLanguage } from '../../lib/i18n.ts'
import { profileInLanguage } from '../../lib/profile-language.ts'
import { getSession, saveSession } from '../../lib/session.ts'
import { useRenderedPage } from './rendered-page.ts'

/** Saves the choice on a signed-in reader's account too; the switch works the same if that fails. */
async function saveOnAccount(language: 'en' | 'bn') {
  const profile = profileInLanguage(getSession().user, language)
  if (!profile) return
  try {
    saveSession(await updateProfile(profile), getSession().authToken)
  } catch {
    // Offline or refused: the browser keeps the choice (cookie and storage); the next switch tries again.
  }
}

/**
 * A button naming the other language in that language, the way visitors look for it. On a rendered
 * page it is a link to the page in that language (the server remembers the choice in its cookie).
 */
export function LanguageSwitch(props: ButtonProps) {
  const { t, i18n } = useTranslation()
  const rendered = useRenderedPage()
  const other = currentLanguage() === 'bn' ? 'en' : 'bn'
  const look = {
    variant: 'default',
    leftSection: <IconLanguage size={18} stroke={1.6} aria-hidden />,
    lang: other,
    title: t('language.label'),
    ...props,
  } as const
  if (rendered) {
    return (
      <Button
        component="a"
        href={rendered.languageUrl}
        hrefLang={other}
        data-public="language"
        data-language={other}
        {...look}
      >
        {t(`language.${other}`)}
      </Button>
    )
  }
  return (
    <Button
      onClick={async () => {
        // The face first, so Bengali never appears as empty boxes while it downloads.
        if (other === 'bn') await loadBengaliFace()
        await i18n.changeLanguage(other)
        await saveOnAccount(other)
      }}
      {...look}
    >
      {t(`language.${other}`)}
    </Button>
  )
}
