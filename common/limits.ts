/**
 * The bounds on every number and range a request can ask for, in one place
 * so the validators, the services and the browser's inputs share them and a
 * message can name the limit. Each bound fits the narrowest column its
 * value is stored in on both SQLite and PostgreSQL, and keeps every total
 * computed from it an exact JavaScript integer (below 2^53).
 */

/** The largest PostgreSQL `integer`: SQLite stores more, so a value in such a column stays within this on both. */
export const MAX_INT4 = 2_147_483_647

/**
 * Largest price, cost, payment or whole sale, in minor units: 999,999,999.99
 * in a two-decimal currency. Money columns are `bigint`; a day's report
 * sums some 90,000 such sales before it would leave the exact integers.
 */
export const MAX_MONEY_MINOR = 99_999_999_999

/** Largest discount given as an amount, in minor units: its value is kept in an `integer` column. */
export const MAX_DISCOUNT_MINOR = MAX_INT4

/** Most lines one sale carries: far above a basket, a guard against a runaway scanner. */
export const MAX_SALE_LINES = 200

/** Most units of one sale line. */
export const MAX_SALE_QUANTITY = 100_000

/** Most payments one sale is split across. */
export const MAX_SALE_PAYMENTS = 10

/** How many products or customers one counter search offers, online or from what the till keeps. */
export const COUNTER_SEARCH_LIMIT = 12

/** Most units one receipt line, adjustment or transfer line moves: a typo guard, far above any delivery. */
export const MAX_STOCK_QUANTITY = 1_000_000

/** Most lines one receipt may carry. */
export const MAX_RECEIPT_LINES = 200

/** Most lines one stock move may carry. */
export const MAX_TRANSFER_LINES = 200

/**
 * Most units of a product a branch may hold, and all branches together
 * (below zero too, where negative stock is allowed): levels and totals are
 * `integer` columns, and a receipt past this is refused rather than failing.
 */
export const MAX_STOCK_LEVEL = 1_000_000_000

export const MAX_REORDER_LEVEL = 1_000_000

/** More than any shelf holds: a stocktake line counted above it is a slip of the finger. */
export const MAX_COUNTED_QUANTITY = 1_000_000

/** Most data rows one CSV import of counts reads: a handheld's day of scans, well past a branch's shelves. */
export const MAX_COUNT_IMPORT_ROWS = 20_000

/** The most products a chosen list (a cycle count) names. */
export const MAX_STOCKTAKE_PRODUCTS = 500

/** The most categories one stocktake covers. */
export const MAX_STOCKTAKE_CATEGORIES = 50

/** The first business day a date filter or report may name: the shop's data starts after it. */
export const EARLIEST_DAY = '2000-01-01'

/** How many years past the current one a date filter or report may reach (plans, not data). */
export const YEARS_AHEAD = 1

/** The last business day a date filter or report may name, on `today` (`YYYY-MM-DD`). */
export function latestDay(today: string) {
  return `${Number(today.slice(0, 4)) + YEARS_AHEAD}-12-31`
}

/** True when `day` (`YYYY-MM-DD`) lies within the days a filter may name on `today`. */
export function withinDayBounds(day: string, today: string) {
  return day >= EARLIEST_DAY && day <= latestDay(today)
}

/**
 * Most rows (days, weeks or months) one report shows: two years by day.
 * Longer ranges are grouped by week or month, which keeps a page and an
 * export small enough to build without holding the server.
 */
export const MAX_REPORT_PERIODS = 732

/**
 * A bound in minor units as a message names it, for any currency:
 * "999,999,999.99 (99,999,999,999 in the currency's smallest unit)".
 */
export function minorUnitsLimit(max: number) {
  const digits = String(max)
  const major = `${Number(digits.slice(0, -2)).toLocaleString('en-US')}.${digits.slice(-2)}`
  return `${major} (${max.toLocaleString('en-US')} in the currency's smallest unit)`
}

/** Most units in one supplier's pack: a pallet of small items, far above a case. */
export const MAX_PACK_SIZE = 10_000

/** Most days a supplier may take to deliver: a quarter of a year. */
export const MAX_LEAD_TIME_DAYS = 365

/** Most lines one purchase order carries. */
export const MAX_PURCHASE_ORDER_LINES = 200

/** Most products one supplier's catalogue links in one form. */
export const MAX_SUPPLIER_PRODUCTS = 500

/** Most data rows one CSV import of suppliers reads: far more than any shop buys from. */
export const MAX_SUPPLIER_IMPORT_ROWS = 5_000
/** The longest name of a till ("Front 1"). */
export const MAX_TILL_NAME = 40

/** The longest code of a till, the middle of its Z numbers (`Z-FRONT1-000001`). */
export const MAX_TILL_CODE = 12

/**
 * The largest float, cash movement or counted drawer, in minor units: one
 * sale's bound, far above any drawer, so a slip of the finger is refused.
 */
export const MAX_TILL_CASH = MAX_MONEY_MINOR

/** The most notes or coins of one denomination a count may name. */
export const MAX_DENOMINATION_COUNT = 100_000

/** The longest note on a cash movement. */
export const MAX_TILL_MOVEMENT_NOTE = 200

/** The longest note on a session's close. */
export const MAX_TILL_CLOSE_NOTE = 1000

/** The most quick-key pages one branch's counter shows as tabs. */
export const MAX_QUICK_KEY_PAGES = 12

/** The most keys on one quick-key page: a 6 × 6 grid. */
export const MAX_QUICK_KEYS_PER_PAGE = 36

/** The longest name of a quick-key page ("Bakery"). */
export const MAX_QUICK_KEY_PAGE_NAME = 24

/** The longest label a quick key shows instead of its product's name. */
export const MAX_QUICK_KEY_LABEL = 24
