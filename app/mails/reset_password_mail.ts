import AccountLinkMail from '#mails/account_link_mail'
import { APP_NAME } from '#support/app_info'

/** The single-use link that lets a user choose a new password (valid 60 minutes). */
export default class ResetPasswordMail extends AccountLinkMail {
  subject = `Reset your ${APP_NAME} password`
  protected intro = `Someone asked to reset the password of your ${APP_NAME} account. To choose a new password, open this link:`
  protected outro =
    'The link works once and for 60 minutes. If you did not ask for this, ignore this message: your password stays as it is.'
}
