import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  List,
  Loader,
  Paper,
  Progress,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { DATE_TIME_SHOWN, formatDate } from '@mela/shared/dates'
import { IconAlertTriangle, IconCloudOff, IconRefresh, IconWifi } from '@tabler/icons-react'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { errorMessageOf } from '../../lib/notify.ts'
import { countText } from '../../lib/price-format.ts'
import { readStored, writeStored } from '../../lib/storage.ts'
import { DoorAnswer } from './door-answer.tsx'
import classes from './door-page.module.css'
import { DoorSearch } from './door-search.tsx'
import type { StoredSeat } from './door-store.ts'
import { type DoorAnswer as Answer, answerFor } from './door-sync.ts'
import { signal } from './feedback.ts'
import { useDoorTranslation } from './locales/translation.ts'
import { QrScanner } from './qr-scanner.tsx'
import { registerDoorWorker } from './register-door-worker.ts'
import { problemSeatName } from './ticket-names.ts'
import { useDoor } from './use-door.ts'

const AUTO_KEY = 'mela.door.auto'

/**
 * /door/{eventId}: the door app. The camera (or a typed code, or a search by name or phone) finds a ticket, the phone answers
 * VALID / ALREADY USED / NOT FOR THIS EVENT / INVALID from its own copy of the list, and one tap
 * lets the seat in, online or not.
 */
export function DoorPage({ eventId }: { eventId: string }) {
  const { t, language } = useDoorTranslation()
  const door = useDoor(eventId)
  const [answer, setAnswer] = useState<Answer>()
  const [checkingIn, setCheckingIn] = useState(false)
  const [typed, setTyped] = useState('')
  const [auto, setAuto] = useState(() => readStored(AUTO_KEY) === '1')
  // Until a camera runs, the next ticket is one to type or look up: no "Scan" on a phone without one.
  const [camera, setCamera] = useState(false)
  const answerRef = useRef<HTMLDivElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const autoRef = useRef(auto)
  autoRef.current = auto
  const time = (at: string) => formatDate(at, DATE_TIME_SHOWN, { lang: language })

  useEffect(() => {
    registerDoorWorker()
  }, [])

  const { scan, checkIn } = door
  const admit = useCallback(
    async (current: Answer) => {
      setCheckingIn(true)
      try {
        const next = await checkIn(current)
        setAnswer(next)
        if (next.kind !== current.kind) signal(next.kind)
      } finally {
        setCheckingIn(false)
      }
    },
    [checkIn],
  )

  const onCode = useCallback(
    async (text: string) => {
      const read = await scan(text)
      setAnswer(read)
      signal(read.kind)
      if (read.kind === 'valid' && autoRef.current) await admit(read)
    },
    [scan, admit],
  )

  // A new answer is brought into view below the fixed header, wherever the door was scrolled to.
  useEffect(() => {
    if (answer) answerRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [answer])

  /** A seat found by search: answered like a scan, and let in at once when it may come in. */
  const admitFound = useCallback(
    async (seat: StoredSeat) => {
      const read = answerFor(seat)
      setAnswer(read)
      if (read.kind === 'valid') await admit(read)
      else signal(read.kind)
    },
    [admit],
  )

  const submitTyped = (event: FormEvent) => {
    event.preventDefault()
    if (!typed.trim()) return
    void onCode(typed)
    setTyped('')
  }

  const toggleAuto = (on: boolean) => {
    setAuto(on)
    writeStored(AUTO_KEY, on ? '1' : '0')
  }

  if (!door.loaded)
    return (
      <Center py="xl">
        <Loader aria-label={t('door.loading')} />
      </Center>
    )

  if (!door.event) {
    return (
      <Container size="xs" py="md">
        <Alert color="orange" icon={<IconCloudOff aria-hidden />} role="alert">
          {door.error ? errorMessageOf(door.error) : door.online ? t('door.loading') : t('door.needsNetwork')}
        </Alert>
      </Container>
    )
  }

  const { checkedIn, total } = door.counts
  return (
    <Container size="xs" px="xs" py="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={1} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {t('door.title', { title: door.event.Title })}
          </Title>
          <Badge
            size="lg"
            color={door.online ? 'green' : 'orange'}
            leftSection={door.online ? <IconWifi size={14} /> : <IconCloudOff size={14} />}
            style={{ flexShrink: 0 }}
          >
            {door.online ? t('door.online') : t('door.offline')}
          </Badge>
        </Group>

        <Paper withBorder p="sm" radius="md">
          <Text fw={700} fz="xl" data-testid="door-count">
            {t('door.count', {
              checkedIn: countText(checkedIn, language),
              total: countText(total, language),
            })}
          </Text>
          <Progress value={total ? (checkedIn / total) * 100 : 0} mt={6} size="lg" aria-hidden />
          <Group justify="space-between" mt="xs" gap="xs">
            <Text size="sm" data-testid="door-queue">
              {door.syncing
                ? t('door.syncing')
                : door.queueLength > 0
                  ? t('door.queue', { count: door.queueLength, n: countText(door.queueLength, language) })
                  : t('door.synced')}
            </Text>
            <Button
              size="compact-md"
              variant="subtle"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void door.sync()}
              loading={door.syncing}
            >
              {t('door.syncNow')}
            </Button>
          </Group>
        </Paper>

        {door.problems.length > 0 && (
          <Alert
            color="orange"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('door.problems')}
            role="alert"
            withCloseButton
            closeButtonLabel={t('door.dismiss')}
            onClose={() => void door.dismissProblems()}
          >
            <List size="sm" spacing={4}>
              {door.problems.map((problem) => {
                const seat = problemSeatName(problem, language)
                return (
                  <List.Item key={problem.ItemID}>
                    {problem.Result === 'invalid'
                      ? t(
                          problem.Refusal === 'TICKET_TRANSFERRED'
                            ? 'door.rejectedTransferred'
                            : 'door.rejected',
                          {
                            seat,
                          },
                        )
                      : t(problem.CheckedInBy ? 'door.duplicate' : 'door.duplicateNoName', {
                          seat,
                          time: problem.CheckedInAt ? time(problem.CheckedInAt) : '',
                          first: problem.FirstCheckedInAt ? time(problem.FirstCheckedInAt) : '',
                          name: problem.CheckedInBy ?? '',
                        })}
                  </List.Item>
                )
              })}
            </List>
          </Alert>
        )}

        {answer ? (
          <div ref={answerRef} className={classes.answer}>
            <DoorAnswer
              answer={answer}
              checkingIn={checkingIn}
              onCheckIn={() => void admit(answer)}
              onNext={() => {
                setAnswer(undefined)
                // No camera: the next code is typed, so the field is ready for it.
                if (!camera) codeRef.current?.focus()
              }}
              camera={camera}
            />
          </div>
        ) : null}
        <QrScanner onCode={(text) => void onCode(text)} paused={checkingIn} onCamera={setCamera} />

        <form onSubmit={submitTyped}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              ref={codeRef}
              style={{ flex: 1, minWidth: 0 }}
              size="md"
              label={t('door.codeLabel')}
              placeholder={t('door.codePlaceholder')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
            />
            <Button type="submit" size="md">
              {t('door.codeCheck')}
            </Button>
          </Group>
        </form>

        <DoorSearch search={door.search} onAdmit={admitFound} />

        <Switch
          size="lg"
          checked={auto}
          onChange={(event) => toggleAuto(event.currentTarget.checked)}
          label={t('door.auto')}
        />
        <Text size="sm" c="dimmed">
          {t('door.install')}
        </Text>
      </Stack>
    </Container>
  )
}
