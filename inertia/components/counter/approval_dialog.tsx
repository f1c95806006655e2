import { useEffect, useState, type FormEvent } from 'react'
import Modal from 'react-bootstrap/Modal'
import { SelectField } from '~/components/select_field'
import { SubmitButton } from '~/components/submit_button'
import { TextField } from '~/components/text_field'
import { postJson } from '~/lib/json_post'
import { urlFor } from '~/lib/routes'
import { PIN_MAX_LENGTH } from '#common/pins'
import type { ApprovalKind } from '#common/approvals'

/** Where each kind of approval is asked for. */
const APPROVAL_ROUTES = {
  sale: 'approvals.sale',
  void: 'approvals.void',
  return: 'approvals.return',
} as const satisfies Record<ApprovalKind, string>

interface Approver {
  id: number
  name: string
}

interface Granted {
  token: string
  approver: string
}

/**
 * "Needs approval" at the till: a manager of the branch picks their name
 * and types their PIN on the cashier's screen; the server answers a token
 * good for this sale, void or return only, which `onApproved` sends with it.
 */
export function ApprovalDialog({
  show,
  kind = 'sale',
  reason,
  branchId,
  payload,
  onApproved,
  onCancel,
}: {
  show: boolean
  /** What is approved: who may approve it and where it is asked depend on it. */
  kind?: ApprovalKind
  reason: string | undefined
  branchId: string
  /** The action as it will be sent: the approval is bound to exactly this. */
  payload: () => Record<string, unknown>
  onApproved: (token: string, approver: string) => void
  onCancel: () => void
}) {
  const [approvers, setApprovers] = useState<Approver[] | null>(null)
  const [approverId, setApproverId] = useState('')
  const [pin, setPin] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [processing, setProcessing] = useState(false)
  const focusPin = () => document.getElementById('approval_pin')?.focus()

  useEffect(() => {
    if (!show || branchId === '') return
    const query = new URLSearchParams({ branch: branchId, kind })
    fetch(`${urlFor('approvals.approvers')}?${query}`, { headers: { Accept: 'application/json' } })
      .then((response) => response.json())
      .then((data: { approvers: Approver[] }) => {
        setApprovers(data.approvers)
        setApproverId((current) => current || String(data.approvers[0]?.id ?? ''))
      })
      .catch(() => setApprovers([]))
  }, [show, branchId, kind])

  function cancel() {
    setPin('')
    setErrors({})
    onCancel()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (processing) return
    setProcessing(true)
    const answer = await postJson<Granted>(urlFor(APPROVAL_ROUTES[kind]), {
      ...payload(),
      approver_id: approverId === '' ? null : Number(approverId),
      pin,
    })
    setProcessing(false)
    setPin('')
    if (answer.status === 'done') {
      setErrors({})
      onApproved(answer.data.token, answer.data.approver)
      return
    }
    setErrors({ [answer.field ?? 'approval']: answer.message })
    focusPin()
  }

  const none = approvers !== null && approvers.length === 0
  return (
    <Modal
      show={show}
      onHide={cancel}
      onEntered={focusPin}
      centered
      aria-labelledby="approval-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id="approval-dialog-title" as="h2" className="h5">
            Needs a manager’s approval
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {reason && <p>{reason.replace(/^Needs a manager’s approval: /, '')}</p>}
          {none ? (
            <div className="alert alert-warning mb-0" role="alert">
              Nobody who may approve at this branch has set a till PIN: a manager sets one in their
              profile.
            </div>
          ) : (
            <>
              <SelectField
                name="approver_id"
                id="approval_approver"
                label="Manager"
                value={approverId}
                options={(approvers ?? []).map((one) => ({
                  value: String(one.id),
                  label: one.name,
                }))}
                error={errors.approver_id}
                onValueChange={setApproverId}
              />
              <TextField
                name="pin"
                id="approval_pin"
                label="Manager’s PIN"
                type="password"
                inputMode="numeric"
                autoComplete="off"
                maxLength={PIN_MAX_LENGTH}
                value={pin}
                error={errors.pin}
                onValueChange={setPin}
              />
              {errors.approval && (
                <div className="alert alert-danger mt-3 mb-0" role="alert">
                  {errors.approval}
                </div>
              )}
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={cancel}>
            Cancel
          </button>
          {!none && (
            <SubmitButton processing={processing} className="">
              Approve
            </SubmitButton>
          )}
        </Modal.Footer>
      </form>
    </Modal>
  )
}
