import { BaseMail } from '@adonisjs/mail'
import { APP_NAME } from '#support/app_info'

/** The single-use link that lets a user choose a new password (valid 60 minutes). */
export default class ResetPasswordMail extends BaseMail {
  subject = `Reset your ${APP_NAME} password`

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
          `Someone asked to reset the password of your ${APP_NAME} account. To choose a new password, open this link:`,
          '',
          this.url,
          '',
          'The link works once and for 60 minutes. If you did not ask for this, ignore this message: your password stays as it is.',
          '',
          `— ${APP_NAME}`,
        ].join('\n')
      )
  }
}
