import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { passwordProblem } from '#support/password_policy'

/** Refuses short, overlong and common passwords. */
export const strongPassword = vine.createRule(
  (value: unknown, _options: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const problem = passwordProblem(value)
    if (problem) field.report(problem, 'strongPassword', field)
  }
)

export const newPasswordSchema = () => vine.string().use(strongPassword())
