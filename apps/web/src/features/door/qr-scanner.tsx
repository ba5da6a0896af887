import { Alert, Box, Text } from '@mantine/core'
import { IconCameraOff } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useDoorTranslation } from './locales/translation.ts'
import classes from './qr-scanner.module.css'

type Props = {
  /** Called with the text of each QR code read (the same code again only after a pause). */
  onCode: (text: string) => void
  /** While true the camera stays on but nothing is read. */
  paused?: boolean
  /** Told whether a camera runs, once that is known: the screen around it words its next step by it. */
  onCamera?: (running: boolean) => void
}

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> }
type DetectorClass = {
  new (options: { formats: string[] }): Detector
  getSupportedFormats?: () => Promise<string[]>
}

const FRAME_MS = 150
/** One code held in front of the camera is read once, not seven times a second. */
const REPEAT_MS = 2500
/** Frames are decoded at most this wide: enough for a phone's QR, light on a cheap phone's CPU. */
const DECODE_WIDTH = 640

/** The browser's own QR reader where it has one (Chrome on Android, Safari), else jsQR on canvas frames. */
async function makeReader(
  canvas: HTMLCanvasElement,
): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  const formats: string[] = (await Native?.getSupportedFormats?.().catch(() => [])) ?? []
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || !video.videoWidth) return null
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth)
    const width = Math.round(video.videoWidth * scale)
    const height = Math.round(video.videoHeight * scale)
    canvas.width = width
    canvas.height = height
    context.drawImage(video, 0, 0, width, height)
    const frame = context.getImageData(0, 0, width, height)
    return jsQR(frame.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null
  }
}

/** The phone's back camera reading QR codes: a reusable piece (the door, the redeem screen). */
export function QrScanner({ onCode, paused = false, onCamera }: Props) {
  const { t } = useDoorTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const report = useRef(onCode)
  report.current = onCode
  const pausedRef = useRef(paused)
  pausedRef.current = paused
  const [state, setState] = useState<'starting' | 'running' | 'denied' | 'unavailable'>('starting')
  const tell = useRef(onCamera)
  tell.current = onCamera
  useEffect(() => {
    if (state !== 'starting') tell.current?.(state === 'running')
  }, [state])

  useEffect(() => {
    let stopped = false
    let stream: MediaStream | undefined
    let timer: number | undefined
    let last = { text: '', at: 0 }

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable')
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        })
      } catch (error) {
        if (!stopped)
          setState(
            error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable',
          )
        return
      }
      const element = video.current
      const drawing = canvas.current
      if (stopped || !element || !drawing) {
        for (const track of stream.getTracks()) track.stop()
        return
      }
      element.srcObject = stream
      await element.play().catch(() => undefined)
      setState('running')
      const read = await makeReader(drawing)
      const tick = async () => {
        if (stopped) return
        if (!pausedRef.current && element.readyState >= 2) {
          const text = await read(element).catch(() => null)
          const now = Date.now()
          if (text && (text !== last.text || now - last.at > REPEAT_MS)) report.current(text)
          if (text) last = { text, at: now }
        }
        timer = window.setTimeout(tick, FRAME_MS)
      }
      void tick()
    }

    void start()
    return () => {
      stopped = true
      window.clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [])

  const blocked = state === 'denied' || state === 'unavailable'
  return (
    // The black window shows only once the camera runs: while it starts, and without one, a line of text
    // stands in, so the typed code and the search stay on the first screen.
    <Box className={state === 'running' ? classes.frame : classes.waiting}>
      {!blocked && (
        <video ref={video} className={classes.video} muted playsInline aria-label={t('scanner.preview')} />
      )}
      <canvas ref={canvas} hidden />
      {state === 'running' && <div className={classes.aim} aria-hidden />}
      {state === 'starting' && (
        <Text size="sm" c="dimmed" ta="center">
          {t('scanner.starting')}
        </Text>
      )}
      {blocked && (
        <Alert color="orange" icon={<IconCameraOff aria-hidden />} role="alert">
          {state === 'denied' ? t('scanner.denied') : t('scanner.unavailable')}
        </Alert>
      )}
    </Box>
  )
}
