import AccountLinkMail from '#mails/account_link_mail'
import { APP_NAME } from '#support/app_info'

/** The link that confirms a user's email address (valid 60 minutes). */
export default class VerifyEmailMail extends AccountLinkMail {
  subject = `Confirm your email address for ${APP_NAME}`
  protected intro = `Please confirm your email address for ${APP_NAME} by opening this link:`
  protected outro =
    'The link is valid for 60 minutes. If you did not ask for this, ignore this message.'
}
