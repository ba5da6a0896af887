import { Alert, Button, FileButton, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core'
import type { GuestTicket } from '@mela/shared/guest'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../lib/api-error.ts'
import { translateText } from '../../lib/error-text.ts'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { countText } from '../../lib/price-format.ts'
import { eventKeys } from '../../lib/query-keys.ts'
import { importGuests } from './api.ts'
import { type CsvGuest, guestsOfCsv } from './guest-csv.ts'
import { useGuestsTranslation } from './locales/translation.ts'

/** Server field errors `Guests.<row>.<Field>` put back on the preview's rows. */
function withServerErrors(rows: CsvGuest[], sent: CsvGuest[], error: ApiError): CsvGuest[] {
  const fields = error.fieldErrors ?? {}
  return rows.map((row) => {
    const at = sent.indexOf(row)
    const errors = { ...row.errors }
    for (const [key, message] of Object.entries(fields)) {
      const [, index, field] = key.match(/^Guests\.(\d+)\.(\w+)$/) ?? []
      if (Number(index) === at && field) errors[field] = message
    }
    return { ...row, errors }
  })
}

/** Import guests from a CSV file: pick the ticket and the file, see every row and its errors, then add them all. */
export function GuestImport({ eventId, tickets }: { eventId: string; tickets: GuestTicket[] }) {
  const { t, language } = useGuestsTranslation()
  const queryClient = useQueryClient()
  const [ticketId, setTicketId] = useState<string | null>(tickets[0]?.ID ?? null)
  const [file, setFile] = useState<File | null>(null)
  const [rows, setRows] = useState<CsvGuest[]>([])
  const wrong = rows.filter((row) => Object.keys(row.errors).length > 0).length

  const read = async (picked: File | null) => {
    setFile(picked)
    setRows(picked ? guestsOfCsv(await picked.text(), ticketId ?? undefined) : [])
  }
  const upload = useMutation({
    mutationFn: () =>
      importGuests({ EventID: eventId, Guests: rows.flatMap((row) => (row.guest ? [row.guest] : [])) }),
    onSuccess: (answer) => {
      notifySuccess(
        t('import.done', { count: answer.Items.length, n: countText(answer.Items.length, language) }),
      )
      setRows([])
      setFile(null)
      void queryClient.invalidateQueries({ queryKey: eventKeys.one(eventId) })
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors) setRows((now) => withServerErrors(now, now, error))
      else notifyError(error)
    },
  })

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('import.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('import.intro')}
      </Text>
      {tickets.length > 1 && (
        <Select
          label={t('form.ticket')}
          data={tickets.map((ticket) => ({ value: ticket.ID, label: ticket.Name }))}
          value={ticketId}
          allowDeselect={false}
          onChange={(value) => {
            setTicketId(value)
            if (file) void file.text().then((text) => setRows(guestsOfCsv(text, value ?? undefined)))
          }}
        />
      )}
      <Group>
        <FileButton onChange={(picked) => void read(picked)} accept=".csv,text/csv,text/plain">
          {(props) => (
            <Button variant="default" size="md" {...props}>
              {file ? t('import.another') : t('import.choose')}
            </Button>
          )}
        </FileButton>
        {file && <Text size="sm">{file.name}</Text>}
      </Group>
      {file && rows.length === 0 && <Alert color="yellow">{t('import.noRows')}</Alert>}
      {rows.length > 0 && (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table striped data-testid="import-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.line')}</Table.Th>
                <Table.Th>{t('import.guest')}</Table.Th>
                <Table.Th>{t('form.seats')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {[row.values.FirstName, row.values.LastName].filter(Boolean).join(' ') || '—'}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {[row.values.Phone, row.values.Email].filter(Boolean).join(' · ')}
                    </Text>
                    {Object.entries(row.errors).map(([field, message]) => (
                      <Text key={field} size="xs" c="red">
                        {t(`import.fields.${field as 'FirstName'}`, { defaultValue: field })}:{' '}
                        {translateText(message)}
                      </Text>
                    ))}
                  </Table.Td>
                  <Table.Td>{row.guest?.Quantity ?? row.values.Quantity}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {rows.length > 0 && (
        <>
          {wrong > 0 && (
            <Alert color="red">{t('import.fix', { count: wrong, n: countText(wrong, language) })}</Alert>
          )}
          <Button size="lg" disabled={wrong > 0} loading={upload.isPending} onClick={() => upload.mutate()}>
            {t('import.submit', { count: rows.length, n: countText(rows.length, language) })}
          </Button>
        </>
      )}
    </Stack>
  )
}
