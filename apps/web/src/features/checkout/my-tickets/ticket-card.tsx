import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import type { PurchaseItem } from '@mela/shared/purchase'
import { formatShortCode } from '@mela/shared/short-code'
import { verifyUrl } from '@mela/shared/ticket-url'
import { IconCircleCheck, IconDownload, IconExternalLink } from '@tabler/icons-react'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { ticketName } from '../../../lib/localized.ts'
import { PdfDownloadButton } from '../../../lib/pdf-download-button.tsx'
import { countText } from '../../../lib/price-format.ts'
import { QrCode } from '../../../lib/qr-code.tsx'
import { itemSeatLabel } from '../../../lib/seat-map/seat-label.ts'
import { useCheckoutTranslation } from '../locales/translation.ts'
import classes from './tickets-print.module.css'

type Props = {
  item: PurchaseItem & { Code: string }
  number: number
  total: number
  /** The link the purchase was opened with, for the ticket's PDF. */
  access?: string
}

/** One seat: its QR code for the gate, whether it has been let in, a PNG and a PDF to keep, the joining link. */
export function TicketCard({ item, number, total, access }: Props) {
  const { t, language } = useCheckoutTranslation()
  const place = itemSeatLabel(item, language)
  const seat = place ? `${ticketName(item, language)}, ${place}` : ticketName(item, language)
  const url = verifyUrl(window.location.origin, item.ID, item.Code)
  const [png, setPng] = useState<string>()
  useEffect(() => {
    let live = true
    void QRCode.toDataURL(url, { width: 600, margin: 4 }).then((data) => live && setPng(data))
    return () => {
      live = false
    }
  }, [url])
  const n = { n: countText(number, language), total: countText(total, language) }

  return (
    <Paper withBorder p="md" className={classes.ticket}>
      <Stack align="center" gap="xs">
        <Text size="sm" c="dimmed">
          {t('ticket.number', n)}
        </Text>
        <Text fw={700} ta="center" style={{ overflowWrap: 'anywhere' }}>
          {ticketName(item, language)}
        </Text>
        {place && (
          <Text fw={700} fz="lg" ta="center" data-testid="ticket-seat">
            {place}
          </Text>
        )}
        <QrCode value={url} label={t('ticket.qrLabel', { seat, ...n })} />
        {item.ShortCode && (
          <Stack gap={0} align="center">
            <Text size="xs" c="dimmed">
              {t('ticket.shortCode')}
            </Text>
            {/* Latin letters in both languages: the door types them on its keyboard. */}
            <Text
              ff="monospace"
              fz={26}
              fw={700}
              lh={1.2}
              lang="en"
              translate="no"
              data-testid="short-code"
              aria-label={t('ticket.shortCodeLabel', { code: item.ShortCode.split('').join(' ') })}
            >
              {formatShortCode(item.ShortCode)}
            </Text>
          </Stack>
        )}
        {item.CheckedInAt ? (
          <Group gap={4} wrap="nowrap">
            <IconCircleCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600}>
              {t('ticket.checkedInAt', {
                time: formatDate(item.CheckedInAt, DATE_TIME_SHOWN, { lang: language }),
              })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('ticket.notCheckedIn')}
          </Text>
        )}
        {item.URL && (
          <Anchor href={item.URL} target="_blank" rel="noopener noreferrer" className={classes.noPrint}>
            <IconExternalLink size={16} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('ticket.join')}
          </Anchor>
        )}
        {png && (
          <Button
            component="a"
            href={png}
            download={`mela-ticket-${number}.png`}
            variant="default"
            size="compact-sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            className={classes.noPrint}
            aria-label={t('ticket.downloadOf', { seat, ...n })}
          >
            {t('ticket.download')}
          </Button>
        )}
        <PdfDownloadButton
          size="compact-sm"
          className={classes.noPrint}
          path={`/purchase/item/${encodeURIComponent(item.ID)}/ticket.pdf`}
          query={{ lang: language, access }}
          fileName={`mela-ticket-${number}.pdf`}
          label={t('ticket.pdf')}
          aria-label={t('ticket.pdfOf', { seat, ...n })}
        />
      </Stack>
    </Paper>
  )
}
