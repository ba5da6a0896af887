import { Group, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useProductName } from './product-name.ts'

/** The icon and the product’s name, as the top bar shows them (the app's and the rendered pages'). */
export function LogoMark({ productName }: { productName: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Text fw={800} fz="xl" lh={1} style={{ whiteSpace: 'nowrap' }}>
        {productName}
      </Text>
    </Group>
  )
}

export function Logo() {
  const { t } = useTranslation()
  return (
    <UnstyledButton component={Link} to="/" aria-label={t('app.home')}>
      <LogoMark productName={useProductName()} />
    </UnstyledButton>
  )
}
