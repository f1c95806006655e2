/**
 * Till rules shared by the server and the pages: the expected cash of a
 * session, a count by denomination, the difference at close and the Z
 * report's number. Amounts are integer minor units of the shop currency.
 */
import { minorDigits } from './money.js'
import { MAX_DENOMINATION_COUNT, MAX_TILL_CASH } from './limits.js'

/** open → closed; a closed session never changes. */
export const TILL_SESSION_STATUSES = ['open', 'closed'] as const
export type TillSessionStatus = (typeof TILL_SESSION_STATUSES)[number]

/** Where the opening float came from: counted now, or the last close's count carried over. */
export const FLOAT_SOURCES = ['counted', 'carried'] as const
export type FloatSource = (typeof FLOAT_SOURCES)[number]

export const MOVEMENT_DIRECTIONS = ['in', 'out'] as const
export type MovementDirection = (typeof MOVEMENT_DIRECTIONS)[number]

/** Why cash went into or out of a drawer. */
export const MOVEMENT_REASONS = [
  'change_added',
  'safe_drop',
  'supplier_paid',
  'petty_cash',
  'other',
] as const
export type MovementReason = (typeof MOVEMENT_REASONS)[number]

export const MOVEMENT_REASON_LABELS: Record<MovementReason, string> = {
  change_added: 'Change added',
  safe_drop: 'Safe drop',
  supplier_paid: 'Supplier paid',
  petty_cash: 'Petty cash',
  other: 'Other',
}

/**
 * Whether a sale may go through without an open till session: the shop does
 * not ask for one, or the sale is paid by card alone and the shop lets those
 * through. The server files sales by it, and a till offline refuses by it.
 */
export function saleExcusedFromSession(
  settings: { saleNeedsTillSession: boolean; cardSalesWithoutSession: boolean },
  cardOnly: boolean
) {
  return !settings.saleNeedsTillSession || (cardOnly && settings.cardSalesWithoutSession)
}

/** The cash a session's running totals account for, each in minor units. */
export interface SessionCash {
  openingFloat: number
  /** Cash payments counted toward sales: what was handed over less the change. */
  cashSales: number
  cashRefunds: number
  /** Cash of the sales voided while this session was open. */
  cashVoided: number
  cashIn: number
  /** Cash paid out and dropped in the safe. */
  cashOut: number
}

/**
 * What the drawer should hold: float + cash applied to sales − cash
 * refunds − cash of voided sales + cash in − cash out.
 */
export function expectedCash(cash: SessionCash) {
  return (
    cash.openingFloat +
    cash.cashSales -
    cash.cashRefunds -
    cash.cashVoided +
    cash.cashIn -
    cash.cashOut
  )
}

/** Counted less expected: negative when the drawer is short, positive when over. */
export function cashDifference(counted: number, expected: number) {
  return counted - expected
}

/** A float counted at opening against the last close's count: null when nothing was carried. */
export function floatDifference(openingFloat: number, carriedFloat: number | null) {
  return carriedFloat === null ? null : openingFloat - carriedFloat
}

/**
 * Notes and coins of a currency in minor units, largest first. The usual
 * ones for the currencies shops here use; any other gets the 1-2-5 series
 * from its smallest coin up to 500 major units.
 */
const KNOWN_DENOMINATIONS: Record<string, number[]> = {
  USD: [10000, 5000, 2000, 1000, 500, 200, 100, 25, 10, 5, 1],
  EUR: [50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  GBP: [5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  CHF: [100000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5],
  CAD: [10000, 5000, 2000, 1000, 500, 200, 100, 25, 10, 5],
  AUD: [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5],
  JPY: [10000, 5000, 2000, 1000, 500, 100, 50, 10, 5, 1],
}

export function denominationsOf(currency: string): number[] {
  const known = KNOWN_DENOMINATIONS[currency.toUpperCase()]
  if (known) return [...known]
  const unit = 10 ** minorDigits(currency)
  const series: number[] = []
  for (let step = 1; step <= 500 * unit; step *= 10) {
    for (const factor of [1, 2, 5]) if (step * factor <= 500 * unit) series.push(step * factor)
  }
  return series.reverse()
}

/** How many of each denomination were counted, by its value in minor units. */
export type DenominationCount = Record<string, number>

export type CountProblem = 'unknown_denomination' | 'bad_quantity' | 'too_large'

/**
 * The amount a count by denomination comes to, or why it cannot be taken:
 * a value that is not one of the currency's notes or coins, a number of
 * pieces that is not a whole number from 0 to the bound, or a total past
 * the largest drawer.
 */
export function countedTotal(
  count: DenominationCount,
  currency: string
): { total: number; problem: null } | { total: null; problem: CountProblem; key: string } {
  const allowed = new Set(denominationsOf(currency).map(String))
  let total = 0
  for (const [key, pieces] of Object.entries(count)) {
    if (!allowed.has(key)) return { total: null, problem: 'unknown_denomination', key }
    if (!Number.isInteger(pieces) || pieces < 0 || pieces > MAX_DENOMINATION_COUNT) {
      return { total: null, problem: 'bad_quantity', key }
    }
    total += Number(key) * pieces
    if (total > MAX_TILL_CASH) return { total: null, problem: 'too_large', key }
  }
  return { total, problem: null }
}

/** A Z report's number: `Z-FRONT1-000123`, numbered per till without gaps. */
export function zNumber(tillCode: string, sequence: number) {
  return `Z-${tillCode}-${String(sequence).padStart(6, '0')}`
}

/** A till's code from its name: letters and digits, upper case, as the Z number shows it. */
export function tillCodeOf(name: string, maxLength: number) {
  return name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, maxLength)
}

/** What the X or Z report prints of a session, as the session's page and its PDF read it. */
export interface SessionReportFigures {
  openingFloat: number
  sales: { count: number; total: number }
  discounts: number
  tax: number
  returns: { count: number; total: number }
  voids: { count: number; total: number }
  payments: { cash: number; card: number; other: number }
  refunds: { cash: number }
  voided: { cash: number }
  cashIn: number
  cashOut: number
  expectedCash: number | null
  countedCash: number | null
  cashDifference: number | null
}

/**
 * The report's rows in order, each a label and an amount in minor units: one
 * list for the screen, the browser's print and the PDF. Expected cash and
 * the difference appear only when the reader may see them.
 */
export function sessionReportRows(report: SessionReportFigures): [string, number][] {
  const rows: [string, number][] = [
    ['Opening float', report.openingFloat],
    [`Sales (${report.sales.count})`, report.sales.total],
    ['Discounts', report.discounts],
    ['Tax', report.tax],
    [`Returns (${report.returns.count})`, report.returns.total],
    [`Voids (${report.voids.count})`, report.voids.total],
    ['Cash sales (net of change)', report.payments.cash],
    ['Card', report.payments.card],
    ['Other', report.payments.other],
    ['Cash refunds', report.refunds.cash],
    ['Cash of voided sales', report.voided.cash],
    ['Cash in', report.cashIn],
    ['Cash out and safe drops', report.cashOut],
  ]
  if (report.expectedCash !== null) rows.push(['Expected cash', report.expectedCash])
  if (report.countedCash !== null) rows.push(['Counted cash', report.countedCash])
  if (report.cashDifference !== null) rows.push(['Difference', report.cashDifference])
  return rows
}
