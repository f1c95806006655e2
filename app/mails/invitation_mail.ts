import AccountLinkMail from '#mails/account_link_mail'
import { APP_NAME } from '#support/app_info'
import { INVITATION_TTL_DAYS } from '#support/tokens'

/** The single-use link with which an invited person sets their password (valid 7 days). */
export default class InvitationMail extends AccountLinkMail {
  subject = `You are invited to ${APP_NAME}`
  protected intro = `An administrator created a ${APP_NAME} account for you. To choose your password and sign in, open this link:`
  protected outro = `The link works once and for ${INVITATION_TTL_DAYS} days. If you did not expect this, ignore this message.`
}
