import { BaseMail } from '@adonisjs/mail'
import { APP_NAME } from '#support/app_info'

/** The link that confirms a user's email address (valid 60 minutes). */
export default class VerifyEmailMail extends BaseMail {
  subject = `Confirm your email address for ${APP_NAME}`

  constructor(
    private recipient: { name: string; email: string },
    private url: string
  ) {
    super()
  }

  prepare() {
    this.message
      .to(this.recipient.email, this.recipient.name)
      .text(
        [
          `Hello ${this.recipient.name},`,
          '',
          `Please confirm your email address for ${APP_NAME} by opening this link:`,
          '',
          this.url,
          '',
          'The link is valid for 60 minutes. If you did not ask for this, ignore this message.',
          '',
          `— ${APP_NAME}`,
        ].join('\n')
      )
  }
}
