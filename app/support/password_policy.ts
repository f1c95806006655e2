import { dictionary } from '@zxcvbn-ts/language-common'

/** 8 characters or more, long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 256

const COMMON_PASSWORDS = new Set(dictionary['passwords-common'])

/** True for passwords found in public lists of the most used ones. */
export function isCommonPassword(password: string) {
  return COMMON_PASSWORDS.has(password.toLowerCase())
}

/** The problem with a candidate password in words a person understands, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`
  }
  if (isCommonPassword(password)) {
    return 'This password is too common: choose one that is harder to guess.'
  }
  return null
}
