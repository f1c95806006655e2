import type { FormEvent, ReactNode } from 'react'
import Modal from 'react-bootstrap/Modal'
import { SubmitButton } from '~/components/submit_button'

export interface ConfirmDialogProps {
  show: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  variant?: string
  processing: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** The dialog itself, loaded by `ConfirmDialog` the first time it is shown. */
export default function ConfirmDialogModal({
  show,
  title,
  children,
  confirmLabel,
  variant = 'danger',
  processing,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  function submit(event: FormEvent) {
    event.preventDefault()
    onConfirm()
  }

  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="confirm-dialog-title">
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id="confirm-dialog-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
          <SubmitButton processing={processing} variant={variant} className="">
            {confirmLabel}
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  )
}
