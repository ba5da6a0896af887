import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { CashDrawer } from '@mela/shared/cash-sale'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { takaText } from '../../lib/price-format.ts'
import { differenceText } from './difference-text.ts'
import { useBoxOfficeTranslation } from './locales/translation.ts'

type Props = { drawers: CashDrawer[]; showSeller: boolean }

/**
 * The drawers closed for the event, each with what was expected, counted and the difference: a table
 * where it fits, one card a drawer on a phone (five columns do not fit in 360 px).
 */
export function ClosedDrawers({ drawers, showSeller }: Props) {
  const { t } = useBoxOfficeTranslation()
  const narrow = useMediaQuery('(max-width: 36em)')
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('drawer.history')}
      </Title>
      {drawers.length === 0 ? (
        <Text c="dimmed">{t('drawer.none')}</Text>
      ) : narrow ? (
        <DrawerCards drawers={drawers} showSeller={showSeller} />
      ) : (
        <DrawerTable drawers={drawers} showSeller={showSeller} />
      )}
    </Stack>
  )
}

function useDrawerTexts() {
  const { t, language } = useBoxOfficeTranslation()
  const words = { over: t('drawer.over'), short: t('drawer.shortWord'), even: t('drawer.even') }
  return {
    t,
    closedAt: (drawer: CashDrawer) => formatDate(drawer.ClosedAt, DATE_TIME_SHOWN, { lang: language }),
    money: (taka: number) => takaText(taka, language),
    difference: (drawer: CashDrawer) =>
      `${differenceText(drawer.Difference, language, words)}${drawer.Note ? ` · ${drawer.Note}` : ''}`,
  }
}

function DrawerTable({ drawers, showSeller }: Props) {
  const { t, closedAt, money, difference } = useDrawerTexts()
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('drawer.closedAt')}</Table.Th>
            {showSeller && <Table.Th>{t('sells.seller')}</Table.Th>}
            <Table.Th>{t('drawer.expectedColumn')}</Table.Th>
            <Table.Th>{t('drawer.countedColumn')}</Table.Th>
            <Table.Th>{t('drawer.difference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drawers.map((drawer) => (
            <Table.Tr key={drawer.ID}>
              <Table.Td>{closedAt(drawer)}</Table.Td>
              {showSeller && <Table.Td>{drawer.Seller.Name}</Table.Td>}
              <Table.Td>{money(drawer.Expected)}</Table.Td>
              <Table.Td>{money(drawer.Counted)}</Table.Td>
              <Table.Td c={drawer.Difference < 0 ? 'red.8' : undefined}>{difference(drawer)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function DrawerCards({ drawers, showSeller }: Props) {
  const { t, closedAt, money, difference } = useDrawerTexts()
  const line = (label: string, value: string, color?: string) => (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" c={color} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  )
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {drawers.map((drawer) => (
        <Paper key={drawer.ID} component="li" withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Text fw={600}>{closedAt(drawer)}</Text>
            {showSeller && line(t('sells.seller'), drawer.Seller.Name)}
            {line(t('drawer.expectedColumn'), money(drawer.Expected))}
            {line(t('drawer.countedColumn'), money(drawer.Counted))}
            {line(t('drawer.difference'), difference(drawer), drawer.Difference < 0 ? 'red.8' : undefined)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  )
}
