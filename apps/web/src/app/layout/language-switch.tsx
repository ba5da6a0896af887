import { Button, type ButtonProps } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { loadBengaliFace } from '../../lib/bengali-face.ts'
import { currentLanguage } from '../../lib/i18n.ts'

/** A button naming the other language in that language, the way visitors look for it. */
export function LanguageSwitch(props: ButtonProps) {
  const { t, i18n } = useTranslation()
  const other = currentLanguage() === 'bn' ? 'en' : 'bn'
  return (
    <Button
      variant="default"
      leftSection={<IconLanguage size={18} stroke={1.6} aria-hidden />}
      lang={other}
      title={t('language.label')}
      onClick={async () => {
        // The face first, so Bengali never appears as empty boxes while it downloads.
        if (other === 'bn') await loadBengaliFace()
        await i18n.changeLanguage(other)
      }}
      {...props}
    >
      {t(`language.${other}`)}
    </Button>
  )
}
