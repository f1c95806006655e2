import vine from '@vinejs/vine'
import { text } from '#validators/text'

/** What may be typed into the header search: long enough to mean something is the service's call. */
export const globalSearchValidator = vine.create({
  q: text({ max: 100 }).optional(),
})
