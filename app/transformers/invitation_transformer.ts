import type UserInvitation from '#models/user_invitation'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** An account's latest invitation, as its page tells whether it can still be accepted. */
export default class InvitationTransformer extends BaseTransformer<UserInvitation> {
  toObject() {
    return { expiresAt: this.resource.expiresAt.toISO()!, expired: this.resource.isExpired }
  }
}
