import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import Toast from 'react-bootstrap/Toast'
import ToastContainer from 'react-bootstrap/ToastContainer'
import type { SharedProps } from '~/types'

const VARIANTS = { success: 'success', error: 'danger', warning: 'warning', info: 'info' } as const
type FlashKind = keyof typeof VARIANTS

/** Each server response brings a new flash object; numbering them restarts its toasts. */
const responseIds = new WeakMap<object, number>()
let lastResponseId = 0
function responseIdOf(flash: object) {
  if (!responseIds.has(flash)) responseIds.set(flash, ++lastResponseId)
  return responseIds.get(flash)!
}

function FlashToast({ kind, message }: { kind: FlashKind; message: string }) {
  const [show, setShow] = useState(true)
  const light = kind === 'warning' || kind === 'info'
  return (
    <Toast
      bg={VARIANTS[kind]}
      show={show}
      onClose={() => setShow(false)}
      delay={5000}
      autohide
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <Toast.Body className={`d-flex align-items-start gap-2 ${light ? '' : 'text-white'}`}>
        <span className="flex-grow-1">{message}</span>
        <button
          type="button"
          className={`btn-close ${light ? '' : 'btn-close-white'}`}
          aria-label="Close"
          onClick={() => setShow(false)}
        />
      </Toast.Body>
    </Toast>
  )
}

/** Shows each flash message of the current response as a toast that hides after 5 seconds. */
export function FlashToasts() {
  const { flash } = usePage<SharedProps>().props
  const responseId = responseIdOf(flash)

  return (
    // Below the header, so a toast never covers its controls.
    <ToastContainer position="top-end" className="p-3 flash-toasts" style={{ zIndex: 1090 }}>
      {(Object.keys(VARIANTS) as FlashKind[])
        .filter((kind) => flash?.[kind])
        .map((kind) => (
          <FlashToast key={`${responseId}-${kind}`} kind={kind} message={flash[kind]!} />
        ))}
    </ToastContainer>
  )
}
