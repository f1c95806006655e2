import vine from '@vinejs/vine'
import { recordId } from '#validators/numbers'
import { text } from '#validators/text'
import { formMessages } from '#support/form_messages'
import { QUICK_KEY_COLOURS } from '#common/quick_key_colours'
import {
  MAX_QUICK_KEY_LABEL,
  MAX_QUICK_KEY_PAGE_NAME,
  MAX_QUICK_KEY_PAGES,
  MAX_QUICK_KEYS_PER_PAGE,
} from '#common/limits'

/** A branch's quick keys as the arranging screen saves them: every page, in order, with its keys. */
export const quickKeysValidator = vine.create({
  pages: vine
    .array(
      vine.object({
        name: text({ min: 1, max: MAX_QUICK_KEY_PAGE_NAME }),
        keys: vine
          .array(
            vine.object({
              product_id: recordId(),
              label: text({ max: MAX_QUICK_KEY_LABEL }).nullable().optional(),
              colour: vine.enum(QUICK_KEY_COLOURS).nullable().optional(),
            })
          )
          .maxLength(MAX_QUICK_KEYS_PER_PAGE),
      })
    )
    .maxLength(MAX_QUICK_KEY_PAGES),
})

quickKeysValidator.messagesProvider = formMessages(
  { name: 'page name' },
  {
    'pages.required': 'This form is out of date: reload the page.',
    'pages.array.maxLength': `A branch has at most ${MAX_QUICK_KEY_PAGES} pages of quick keys.`,
    'keys.array.maxLength': `A page holds at most ${MAX_QUICK_KEYS_PER_PAGE} keys: start another page.`,
    'name.required': 'Name the page.',
    'product_id.required': 'Choose a product for this key.',
    'colour.enum': 'Choose a colour from the list.',
  }
)

/** Which branch's keys the screen shows, and a product lookup's words. */
export const quickKeysQueryValidator = vine.create({
  branch: recordId().optional(),
})
