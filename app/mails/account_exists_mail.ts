import AccountLinkMail from '#mails/account_link_mail'
import { APP_NAME } from '#support/app_info'

/**
 * Sent instead of a confirmation link when someone registers with an email
 * that already has an account: the registration form answers the same
 * either way, so only the owner of the address learns it is taken.
 */
export default class AccountExistsMail extends AccountLinkMail {
  subject = `You already have a ${APP_NAME} account`
  protected intro = `Someone, perhaps you, tried to create a ${APP_NAME} account with this email address. It already has an account, so nothing was created. If you forgot your password, choose a new one here:`
  protected outro =
    'If you did not try to register, ignore this message: your account stays as it is.'
}
