import { ActionIcon, Button, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useRenderedPage } from './rendered-page.ts'

type Props = {
  /** A full-width labelled button (in the mobile drawer) instead of the top bar's icon. */
  withLabel?: boolean
}

export function ThemeSwitch({ withLabel = false }: Props) {
  const { t } = useTranslation()
  const { setColorScheme } = useMantineColorScheme()
  const isDark = useComputedColorScheme('dark') === 'dark'
  const rendered = useRenderedPage()
  if (rendered) return <RenderedThemeSwitch withLabel={withLabel} />
  const label = isDark ? t('theme.switchToLight') : t('theme.switchToDark')
  const toggle = () => setColorScheme(isDark ? 'light' : 'dark')
  const icon = isDark ? (
    <IconSun size={20} stroke={1.6} aria-hidden />
  ) : (
    <IconMoon size={20} stroke={1.6} aria-hidden />
  )
  if (withLabel) {
    return (
      <Button variant="default" fullWidth justify="flex-start" leftSection={icon} onClick={toggle}>
        {label}
      </Button>
    )
  }
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} title={label} onClick={toggle}>
      {icon}
    </ActionIcon>
  )
}

/** The server does not know the reader's theme: CSS picks the icon, the page's script the label. */
function RenderedThemeSwitch({ withLabel }: Props) {
  const { t } = useTranslation()
  const labels = {
    'data-public': 'theme',
    'data-light-label': t('theme.switchToLight'),
    'data-dark-label': t('theme.switchToDark'),
  }
  // Mantine's global classes on the icons themselves: a wrapper's display would beat them.
  const icon = (
    <>
      <IconSun size={20} stroke={1.6} aria-hidden className="mantine-light-hidden" />
      <IconMoon size={20} stroke={1.6} aria-hidden className="mantine-dark-hidden" />
    </>
  )
  if (withLabel) {
    return (
      <Button variant="default" fullWidth justify="flex-start" leftSection={icon} {...labels}>
        {t('theme.switchToLight')}
      </Button>
    )
  }
  const label = t('theme.switchToLight')
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} title={label} {...labels}>
      {icon}
    </ActionIcon>
  )
}
