import { useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import type FlashToastList from '~/components/flash_toast_list'
import type { FlashKind } from '~/components/flash_toast_list'
import type { SharedProps } from '~/types'

/** In the order they stack. */
const KINDS: FlashKind[] = ['success', 'error', 'warning', 'info']

/** Each server response brings a new flash object; numbering them restarts its toasts. */
const responseIds = new WeakMap<object, number>()
let lastResponseId = 0
function responseIdOf(flash: object) {
  if (!responseIds.has(flash)) responseIds.set(flash, ++lastResponseId)
  return responseIds.get(flash)!
}

/** Shows each flash message of the current response as a toast that hides after 5 seconds. */
export function FlashToasts() {
  const { flash } = usePage<SharedProps>().props
  const [List, setList] = useState<typeof FlashToastList | null>(null)
  const messages = KINDS.filter((kind) => flash?.[kind]).map((kind) => ({
    kind,
    message: flash[kind]!,
  }))
  // react-bootstrap's toasts (some 6 kB) load with the first message, not
  // with every page. Not React.lazy: a Suspense boundary reveals on a
  // timer, holding a toast back.
  const wanted = messages.length > 0
  useEffect(() => {
    if (!wanted || List) return
    void import('~/components/flash_toast_list').then((module) => setList(() => module.default))
  }, [wanted, List])

  if (!List || messages.length === 0) return null
  return <List responseId={responseIdOf(flash)} messages={messages} />
}
