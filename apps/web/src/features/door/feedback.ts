import type { DoorAnswer } from './door-answers.ts'

let audio: AudioContext | undefined

/** A short tone from an oscillator: no sound file to download or cache. */
function tone(context: AudioContext, frequency: number, start: number, length: number) {
  const oscillator = context.createOscillator()
  const gain = context.createGain()
  oscillator.type = 'square'
  oscillator.frequency.value = frequency
  gain.gain.setValueAtTime(0.15, context.currentTime + start)
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + start + length)
  oscillator.connect(gain).connect(context.destination)
  oscillator.start(context.currentTime + start)
  oscillator.stop(context.currentTime + start + length)
}

/**
 * What the door hears and feels: one high beep and a short buzz for a seat to let in, two low
 * beeps and a long buzz for anything else. Browsers without audio or vibration stay silent.
 */
export function signal(kind: DoorAnswer['kind']) {
  const good = kind === 'valid'
  try {
    navigator.vibrate?.(good ? 120 : [250, 100, 250])
  } catch {
    // Vibration refused (a desktop, a page without a gesture yet): the screen says it all.
  }
  try {
    audio ??= new AudioContext()
    if (audio.state === 'suspended') void audio.resume()
    if (good) tone(audio, 1320, 0, 0.15)
    else {
      tone(audio, 330, 0, 0.18)
      tone(audio, 330, 0.25, 0.18)
    }
  } catch {
    // No WebAudio here.
  }
}
