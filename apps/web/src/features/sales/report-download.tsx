import { Button, Group, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { saveFile } from '../../lib/api-client.ts'
import { notifyError, notifySuccess } from '../../lib/notify.ts'
import { countText } from '../../lib/price-format.ts'
import { downloadReport } from './api.ts'
import { useSalesTranslation } from './locales/translation.ts'

type Props = { accountId: string; eventId?: string; from?: string; to?: string }

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024))

/** Downloads the sales report for the chosen range, showing how much has arrived while it streams. */
export function ReportDownload({ accountId, eventId, from, to }: Props) {
  const { t, language } = useSalesTranslation()
  const [received, setReceived] = useState<number>()
  const save = async (format: 'xlsx' | 'csv') => {
    setReceived(0)
    try {
      const blob = await downloadReport(
        { AccountID: accountId, EventID: eventId, From: from, To: to, format },
        setReceived,
      )
      const name = `sells-report.${format}`
      saveFile(blob, name)
      notifySuccess(t('report.done', { name }))
    } catch (error) {
      notifyError(error)
    } finally {
      setReceived(undefined)
    }
  }
  const busy = received !== undefined
  return (
    <Group gap="xs" align="center">
      <Button
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={busy}
        onClick={() => void save('xlsx')}
      >
        {t('report.xlsx')}
      </Button>
      <Button variant="default" disabled={busy} onClick={() => void save('csv')}>
        {t('report.csv')}
      </Button>
      {busy && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('report.progress', { size: `${countText(kilobytes(received), language)} KB` })}
        </Text>
      )}
    </Group>
  )
}
