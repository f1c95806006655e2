import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import type { FieldContext } from '@vinejs/vine/types'
import { text } from '#validators/text'
import { formMessages } from '#support/form_messages'
import { recordId } from '#validators/numbers'
import { CART_LABELS, CART_MESSAGES, cartFields } from '#validators/order'
import { listQueryValidator } from '#validators/list'
import { OFFLINE_ISSUE_STATES } from '#models/offline_sale_issue'
import { MAX_OFFLINE_AGE_DAYS, PROVISIONAL_REF_PATTERN, madeAtProblem } from '#common/offline_sales'

/** An ISO-8601 instant with its offset, within the window an offline sale may be sent in. */
const saleInstant = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  const instant = DateTime.fromISO(value, { setZone: true })
  if (!instant.isValid || !/(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    field.report('Send the time the sale was made as an ISO-8601 instant.', 'instant', field)
    return
  }
  const problem = madeAtProblem(instant.toMillis(), Date.now())
  if (problem === 'future') {
    field.report('The sale’s time lies ahead of the server’s clock.', 'instant', field)
  } else if (problem === 'too_old') {
    field.report(
      `The sale was made more than ${MAX_OFFLINE_AGE_DAYS} days ago: it can no longer be sent.`,
      'instant',
      field
    )
  }
})

/**
 * A sale a till made offline, as it sends it from its outbox: the
 * counter's cart (the price charged on every line) with the pending
 * receipt's reference and the instant the cashier completed it.
 */
export const offlineSaleValidator = vine.create({
  ...cartFields,
  provisional_ref: vine.string().trim().maxLength(24).regex(PROVISIONAL_REF_PATTERN),
  made_at: vine
    .string()
    .trim()
    .maxLength(40)
    .use(saleInstant())
    .transform((value) => DateTime.fromISO(value, { setZone: true }).toUTC()),
})

offlineSaleValidator.messagesProvider = formMessages(CART_LABELS, {
  ...CART_MESSAGES,
  'provisional_ref.required': 'Send the pending receipt’s reference.',
  'provisional_ref.regex':
    'A provisional reference reads like P-4K7Q2D-12: P-, the till’s six-character code and its sale number.',
  'made_at.required': 'Send the time the sale was made.',
})

/** The offline kit and catalogue: the branch the till sells at, and the catalogue's cursor. */
export const offlineKitValidator = vine.create({
  branch_id: recordId(),
})

export const offlineCatalogueValidator = vine.create({
  branch_id: recordId(),
  after: vine.number().withoutDecimals().min(0).max(2_147_483_647).optional(),
})

/** The offline sales to review: open ones unless resolved ones are asked for. */
export const offlineIssueIndexValidator = listQueryValidator({
  sorts: ['newest', 'oldest'] as const,
  filters: {
    state: vine.enum(OFFLINE_ISSUE_STATES).optional(),
    branch: recordId().optional(),
  },
})

/** A manager's note on an offline sale looked at. */
export const resolveOfflineIssueValidator = vine.create({
  note: text({ min: 3, max: 500 }),
})

resolveOfflineIssueValidator.messagesProvider = formMessages(
  {},
  {
    'note.required': 'Say what was done about this sale.',
    'note.minLength': 'Say what was done about this sale, in a few words.',
    'note.maxLength': 'Keep the note under 500 characters.',
  }
)
