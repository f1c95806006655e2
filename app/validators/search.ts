import vine from '@vinejs/vine'

/** What may be typed into the header search: long enough to mean something is the service's call. */
export const globalSearchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
})
