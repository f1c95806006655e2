let context: AudioContext | null = null

/**
 * A short low double beep for a scan that found nothing: distinct from a
 * scanner's own good-read beep, and heard by a cashier looking at the
 * customer. Silent where the browser has no audio.
 */
export function playUnknownScanSound() {
  const Audio = window.AudioContext
  if (!Audio) return
  try {
    context ??= new Audio()
    const start = context.currentTime
    for (const offset of [0, 0.16]) {
      const tone = context.createOscillator()
      const volume = context.createGain()
      tone.type = 'square'
      tone.frequency.value = 220
      volume.gain.value = 0.08
      tone.connect(volume).connect(context.destination)
      tone.start(start + offset)
      tone.stop(start + offset + 0.1)
    }
  } catch {
    // A blocked or missing audio device leaves the alert on screen to say it.
  }
}
