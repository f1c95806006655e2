import { useState } from 'react'
import Toast from 'react-bootstrap/Toast'
import ToastContainer from 'react-bootstrap/ToastContainer'

const VARIANTS = {
  success: 'success',
  error: 'danger',
  warning: 'warning',
  info: 'info',
} as const
export type FlashKind = keyof typeof VARIANTS

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

/** The toasts of one response, each hiding after 5 seconds. */
export default function FlashToastList({
  responseId,
  messages,
}: {
  responseId: number
  messages: { kind: FlashKind; message: string }[]
}) {
  return (
    // Below the header, so a toast never covers its controls.
    <ToastContainer position="top-end" className="p-3 flash-toasts" style={{ zIndex: 1090 }}>
      {messages.map(({ kind, message }) => (
        <FlashToast key={`${responseId}-${kind}`} kind={kind} message={message} />
      ))}
    </ToastContainer>
  )
}
