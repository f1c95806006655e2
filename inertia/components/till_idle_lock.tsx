import { useEffect } from 'react'
import { router, usePage } from '@inertiajs/react'
import { postJson } from '~/lib/json_post'
import { urlFor } from '~/lib/routes'
import { TILL_AWAKE_INTERVAL_MS } from '#common/till_lock'
import type { SharedProps } from '~/types'

const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const

/**
 * On a till device, locks the till when nobody typed, clicked or touched
 * for the shop's quiet period, and while someone does, tells the server now
 * and then, so a long form is not met by the server's own lock when sent.
 */
export function TillIdleLock() {
  const till = usePage<SharedProps>().props.till
  const isTill = till?.isTill ?? false
  const lockAfterMs = till?.lockAfterMs ?? 0

  useEffect(() => {
    if (!isTill) return
    let timer = 0
    let toldAt = Date.now()
    const restart = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(
        () => router.post(urlFor('till.lock'), { reason: 'idle' }),
        lockAfterMs
      )
    }
    const input = () => {
      restart()
      if (Date.now() - toldAt < TILL_AWAKE_INTERVAL_MS) return
      toldAt = Date.now()
      void postJson(urlFor('till.awake'), {})
    }
    restart()
    for (const name of INPUT_EVENTS) {
      window.addEventListener(name, input, { capture: true, passive: true })
    }
    return () => {
      window.clearTimeout(timer)
      for (const name of INPUT_EVENTS) window.removeEventListener(name, input, { capture: true })
    }
  }, [isTill, lockAfterMs])

  return null
}
