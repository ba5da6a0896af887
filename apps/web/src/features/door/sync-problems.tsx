import { Alert, List } from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { SyncProblem } from './door-records.ts'
import { useDoorTranslation } from './locales/translation.ts'
import { problemSeatName } from './ticket-names.ts'

type Props = { problems: SyncProblem[]; onDismiss: () => void }

/** What the last syncs reported: seats let in twice, and scans the server refused. */
export function SyncProblems({ problems, onDismiss }: Props) {
  const { t, language } = useDoorTranslation()
  const time = (at: string) => formatDate(at, DATE_TIME_SHOWN, { lang: language })
  const line = (problem: SyncProblem) => {
    const seat = problemSeatName(problem, language)
    if (problem.Result === 'invalid')
      return t(problem.Refusal === 'TICKET_TRANSFERRED' ? 'door.rejectedTransferred' : 'door.rejected', {
        seat,
      })
    return t(problem.CheckedInBy ? 'door.duplicate' : 'door.duplicateNoName', {
      seat,
      time: problem.CheckedInAt ? time(problem.CheckedInAt) : '',
      first: problem.FirstCheckedInAt ? time(problem.FirstCheckedInAt) : '',
      name: problem.CheckedInBy ?? '',
    })
  }
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('door.problems')}
      role="alert"
      withCloseButton
      closeButtonLabel={t('door.dismiss')}
      onClose={onDismiss}
    >
      <List size="sm" spacing={4}>
        {problems.map((problem) => (
          <List.Item key={problem.ItemID}>{line(problem)}</List.Item>
        ))}
      </List>
    </Alert>
  )
}
