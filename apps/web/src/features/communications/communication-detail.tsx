import { Alert, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { INTERRUPTED } from '@mela/shared/communication'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { localizeDigits } from '@mela/shared/digits'
import { useQuery } from '@tanstack/react-query'
import { errorMessageOf } from '../../lib/notify.ts'
import { communicationQuery } from './api.ts'
import { CommunicationProgress } from './communication-list.tsx'
import { useCommunicationsTranslation } from './locales/translation.ts'

/** A message in a dialog: its words, its live progress and every recipient it could not reach, with why. */
export function CommunicationDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useCommunicationsTranslation()
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={t('detail.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {id && <Detail id={id} />}
    </Modal>
  )
}

function Detail({ id }: { id: string }) {
  const { t, language } = useCommunicationsTranslation()
  const detail = useQuery(communicationQuery(id))
  if (detail.error) return <Alert color="red">{errorMessageOf(detail.error)}</Alert>
  if (!detail.data) return <Skeleton height={200} />
  const item = detail.data
  return (
    <Stack gap="md">
      {item.Subject && <Title order={3}>{item.Subject}</Title>}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {item.Body}
      </Text>
      <Text size="xs" c="dimmed">
        {item.EventTitle} ·{' '}
        {t('detail.created', { when: formatDate(item.CreatedAt, DATE_TIME_SHOWN, { lang: language }) })}
        {item.FinishedAt &&
          ` · ${t('detail.finished', { when: formatDate(item.FinishedAt, DATE_TIME_SHOWN, { lang: language }) })}`}
      </Text>
      <CommunicationProgress item={item} />
      <Title order={4}>{t('detail.failedTitle')}</Title>
      {item.FailedRecipients.length === 0 ? (
        <Text c="dimmed">{t('detail.noFailures')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.address')}</Table.Th>
                <Table.Th>{t('detail.name')}</Table.Th>
                <Table.Th>{t('detail.attempts')}</Table.Th>
                <Table.Th>{t('detail.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.FailedRecipients.map((row) => (
                <Table.Tr key={row.Address}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.Address}</Table.Td>
                  <Table.Td>{row.FirstName}</Table.Td>
                  <Table.Td>{localizeDigits(String(row.Attempts), language)}</Table.Td>
                  <Table.Td>{row.Error === INTERRUPTED ? t('detail.interrupted') : row.Error}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
