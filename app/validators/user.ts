import vine from '@vinejs/vine'
import { unusedEmail } from '#validators/account'
import { newPasswordSchema } from '#validators/password'
import { recordId } from '#validators/numbers'
import { listQueryValidator } from '#validators/list'
import { text } from '#validators/text'
import { USER_SORTS, USER_STATUSES } from '#models/user'

/** The users list's query string. */
export const userIndexValidator = listQueryValidator({
  sorts: USER_SORTS,
  filters: {
    status: vine.enum(USER_STATUSES).optional(),
    role: recordId().optional(),
  },
  typed: ['role'],
})

const roleId = () =>
  recordId().exists(async (db, value) => Boolean(await db.from('roles').where('id', value).first()))

const access = () => ({
  name: text({ min: 2, max: 120 }),
  branch_ids: vine.array(recordId()).maxLength(500).optional(),
})

/**
 * A new user: either invited by email (they choose their password) or
 * given an initial password by the administrator.
 */
export const createUserValidator = vine.create({
  ...access(),
  role_id: roleId(),
  email: unusedEmail(),
  method: vine.enum(['invite', 'password'] as const),
  password: newPasswordSchema()
    .confirmed({ confirmationField: 'password_confirmation' })
    .optional()
    .requiredWhen('method', '=', 'password'),
})

export const updateUserValidator = (userId: number) =>
  vine.create({
    ...access(),
    // Null keeps the current role: an account waiting for access may be edited before it gets one.
    role_id: roleId().nullable(),
    email: unusedEmail(userId),
    is_active: vine.boolean(),
  })

export const acceptInvitationValidator = vine.create({
  token: vine.string().maxLength(200),
  password: newPasswordSchema().confirmed({ confirmationField: 'password_confirmation' }),
})
