import { ActionIcon, Button, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

type Props = {
  /** A full-width labelled button (in the mobile drawer) instead of the top bar's icon. */
  withLabel?: boolean
}

export function ThemeSwitch({ withLabel = false }: Props) {
  const { t } = useTranslation()
  const { setColorScheme } = useMantineColorScheme()
  const isDark = useComputedColorScheme('dark') === 'dark'
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
