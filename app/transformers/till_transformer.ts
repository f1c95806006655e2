import type Till from '#models/till'
import type TillSession from '#models/till_session'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A till on the tills page, with its open session (who opened it, when, the float) if any. */
export default class TillTransformer extends BaseTransformer<{
  till: Till
  session: TillSession | null
}> {
  toObject() {
    const { till, session } = this.resource
    return {
      id: till.id,
      name: till.name,
      code: till.code,
      isActive: till.isActive,
      branch: till.branch
        ? { id: till.branch.id, name: till.branch.name, code: till.branch.code }
        : null,
      session: session
        ? {
            id: session.id,
            openedAt: session.openedAt.toISO()!,
            openedBy: session.opener?.name ?? null,
            openingFloat: session.openingFloat,
          }
        : null,
    }
  }
}
