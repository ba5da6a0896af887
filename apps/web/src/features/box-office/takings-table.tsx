import { Stack, Table, Text, Title } from '@mantine/core'
import type { SellerTakings } from '@mela/shared/cash-sale'
import { countText, takaText } from '../../lib/price-format.ts'
import { useBoxOfficeTranslation } from './locales/translation.ts'

/** Each seller's sales, tickets and cash, and what is not yet counted in a closed drawer. */
export function TakingsTable({ sellers }: { sellers: SellerTakings[] }) {
  const { t, language } = useBoxOfficeTranslation()
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('takings.title')}
      </Title>
      {sellers.length === 0 ? (
        <Text c="dimmed">{t('takings.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('takings.seller')}</Table.Th>
                <Table.Th>{t('takings.sales')}</Table.Th>
                <Table.Th>{t('takings.tickets')}</Table.Th>
                <Table.Th>{t('takings.amount')}</Table.Th>
                <Table.Th>{t('takings.open')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sellers.map((row) => (
                <Table.Tr key={row.Seller.ID}>
                  <Table.Td>{row.Seller.Name}</Table.Td>
                  <Table.Td>{countText(row.Sales, language)}</Table.Td>
                  <Table.Td>{countText(row.Tickets, language)}</Table.Td>
                  <Table.Td>{takaText(row.Amount, language)}</Table.Td>
                  <Table.Td>{takaText(row.OpenAmount, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
