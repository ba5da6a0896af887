import { Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import type { ClaimBalance } from '@mela/shared/claim'
import { IconDownload } from '@tabler/icons-react'
import { notifyError } from '../../lib/notify.ts'
import { statementCsv } from './api.ts'
import { useClaimsTranslation } from './locales/translation.ts'
import { taka } from './money.ts'

async function download(accountId: string, eventId: string | undefined, name: string) {
  try {
    const csv = await statementCsv(accountId, eventId)
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
    link.download = name
    document.body.append(link)
    link.click()
    link.remove()
    // The download has started by now; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(link.href), 1000)
  } catch (error) {
    notifyError(error)
  }
}

/** Each event's sales, refunds, fee and net, with its statement as a CSV file. */
export function EventStatements({ accountId, balance }: { accountId: string; balance: ClaimBalance }) {
  const { t, language } = useClaimsTranslation()
  return (
    <Stack gap="xs" component="section" aria-labelledby="statement-title">
      <Group justify="space-between">
        <Title order={2} size="h3" id="statement-title">
          {t('statement.title')}
        </Title>
        {balance.Events.length > 1 && (
          <Button
            variant="subtle"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(accountId, undefined, 'statement.csv')}
          >
            {t('statement.downloadAll')}
          </Button>
        )}
      </Group>
      {balance.Events.length === 0 ? (
        <Text c="dimmed">{t('statement.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('statement.event')}</Table.Th>
                <Table.Th ta="right">{t('balance.gross')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('balance.refunded')}
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('balance.fees')}
                </Table.Th>
                <Table.Th ta="right">{t('statement.net')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {balance.Events.map((event) => (
                <Table.Tr key={event.EventID}>
                  <Table.Td>{event.Title}</Table.Td>
                  <Table.Td ta="right">{taka(event.Gross, language)}</Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {taka(event.Refunded, language)}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {taka(event.Fees, language)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {taka(event.Net, language)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      aria-label={t('statement.downloadOf', { title: event.Title })}
                      onClick={() => download(accountId, event.EventID, `statement-${event.EventID}.csv`)}
                    >
                      CSV
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
