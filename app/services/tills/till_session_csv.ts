import type TillSession from '#models/till_session'
import type { CsvColumn } from '#services/csv/writer'
import { minorToDecimal } from '#common/money'

/**
 * The sessions export's columns, as the list shows them; rows need `till`,
 * `branch` and `opener`. The count's figures are a closed session's only:
 * an open one's expected cash stays off the sheet, as blind counting asks.
 */
export function tillSessionExportColumns(
  currency: string,
  timezone: string
): CsvColumn<TillSession>[] {
  const money = (amount: number | null) =>
    amount === null ? '' : { decimal: minorToDecimal(amount, currency) }
  const closedOnly = (row: TillSession, amount: number | null) =>
    row.status === 'closed' ? money(amount) : ''
  return [
    {
      header: 'Opened',
      value: (row) => row.openedAt.setZone(timezone).toFormat('yyyy-MM-dd HH:mm:ss'),
    },
    {
      header: 'Closed',
      value: (row) => row.closedAt?.setZone(timezone).toFormat('yyyy-MM-dd HH:mm:ss') ?? '',
    },
    { header: 'Till', value: (row) => row.till.name },
    { header: 'Branch', value: (row) => row.branch.code },
    { header: 'Opened by', value: (row) => row.opener.name },
    { header: 'Z number', value: (row) => row.zNumber ?? '' },
    { header: 'Float', value: (row) => money(row.openingFloat) },
    { header: 'Sales', value: (row) => row.salesCount },
    { header: 'Sales total', value: (row) => money(row.salesTotal) },
    { header: 'Expected cash', value: (row) => closedOnly(row, row.expectedCash) },
    { header: 'Counted', value: (row) => closedOnly(row, row.countedCash) },
    { header: 'Difference', value: (row) => closedOnly(row, row.cashDifference) },
  ]
}
