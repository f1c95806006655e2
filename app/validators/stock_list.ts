import vine from '@vinejs/vine'
import { listQueryValidator } from '#validators/list'
import { ACTIVE_STATUSES, sortNames } from '#support/list_scopes'
import { STOCK_LEVEL_FILTERS, STOCK_ORDERS } from '#services/stock/stock_list'
import { text } from '#validators/text'

/** The stocks list's query string (and its export's). */
export const stockIndexValidator = listQueryValidator({
  sorts: sortNames(STOCK_ORDERS),
  filters: {
    category: text({ max: 80 }).optional(),
    status: vine.enum(ACTIVE_STATUSES).optional(),
    level: vine.enum(STOCK_LEVEL_FILTERS).optional(),
    branch: vine.number().positive().withoutDecimals().optional(),
  },
})

/** A product's history: one branch of the user's, or all of them. */
export const stockHistoryValidator = listQueryValidator({
  sorts: ['newest'] as const,
  filters: {
    branch: vine.number().positive().withoutDecimals().optional(),
  },
})
