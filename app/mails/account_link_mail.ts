import { BaseMail } from '@adonisjs/mail'
import { APP_NAME } from '#support/app_info'

/**
 * A plain-text account message built around one link: greeting, why, the
 * link, how long it works, signature.
 */
export default abstract class AccountLinkMail extends BaseMail {
  protected abstract intro: string
  protected abstract outro: string

  constructor(
    protected recipient: { name: string; email: string },
    protected url: string
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
          this.intro,
          '',
          this.url,
          '',
          this.outro,
          '',
          `— ${APP_NAME}`,
        ].join('\n')
      )
  }
}
