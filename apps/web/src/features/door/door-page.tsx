import { Alert, Center, Container, Loader, Stack, Switch, Text } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { errorMessageOf } from '../../lib/notify.ts'
import { DoorAnswer } from './door-answer.tsx'
import classes from './door-page.module.css'
import { DoorSearch } from './door-search.tsx'
import { DoorStatus } from './door-status.tsx'
import { useDoorTranslation } from './locales/translation.ts'
import { QrScanner } from './qr-scanner.tsx'
import { registerDoorWorker } from './register-door-worker.ts'
import { SyncProblems } from './sync-problems.tsx'
import { TypedCodeForm } from './typed-code-form.tsx'
import { useDoor } from './use-door.ts'
import { useDoorAnswer } from './use-door-answer.ts'

/**
 * /door/{eventId}: the door app. The camera (or a typed code, or a search by name or phone) finds a ticket, the phone answers
 * VALID / ALREADY USED / NOT FOR THIS EVENT / INVALID from its own copy of the list, and one tap
 * lets the seat in, online or not.
 */
export function DoorPage({ eventId }: { eventId: string }) {
  const { t } = useDoorTranslation()
  const door = useDoor(eventId)
  const shown = useDoorAnswer(door)
  // Until a camera runs, the next ticket is one to type or look up: no "Scan" on a phone without one.
  const [camera, setCamera] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    registerDoorWorker()
  }, [])

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

  const { answer } = shown
  return (
    <Container size="xs" px="xs" py="md">
      <Stack gap="sm">
        <DoorStatus door={door} title={door.event.Title} />
        {door.problems.length > 0 && (
          <SyncProblems problems={door.problems} onDismiss={() => void door.dismissProblems()} />
        )}
        {answer ? (
          <div ref={shown.answerRef} className={classes.answer}>
            <DoorAnswer
              answer={answer}
              checkingIn={shown.checkingIn}
              onCheckIn={() => void shown.admit(answer)}
              onNext={() => {
                shown.clear()
                // No camera: the next code is typed, so the field is ready for it.
                if (!camera) codeRef.current?.focus()
              }}
              camera={camera}
            />
          </div>
        ) : null}
        <QrScanner
          onCode={(text) => void shown.onCode(text)}
          paused={shown.checkingIn}
          onCamera={setCamera}
        />
        <TypedCodeForm onCode={(text) => void shown.onCode(text)} inputRef={codeRef} />
        <DoorSearch search={door.search} onAdmit={shown.admitFound} />
        <Switch
          size="lg"
          checked={shown.auto}
          onChange={(event) => shown.toggleAuto(event.currentTarget.checked)}
          label={t('door.auto')}
        />
        <Text size="sm" c="dimmed">
          {t('door.install')}
        </Text>
      </Stack>
    </Container>
  )
}
