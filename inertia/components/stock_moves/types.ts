import type { SelectFieldOption } from '~/components/select_field'

export type TransferStatus = 'draft' | 'sent' | 'received' | 'cancelled'

/** A branch at one end of a transfer. */
export interface TransferBranch {
  id: number
  name: string
  code: string
}

/** A step of a transfer's life: when and by whom. */
export interface TransferStep {
  at: string
  by: string | null
}

export interface TransferLine {
  id: number
  productId: number
  name: string
  sku: string
  quantity: number
  receivedQuantity: number | null
  shortfallReason: string | null
}

/** A transfer as StockTransferTransformer sends it. */
export interface TransferRow {
  id: number
  number: string
  status: TransferStatus
  note: string | null
  from: TransferBranch | null
  to: TransferBranch | null
  created: TransferStep
  sent: TransferStep | null
  received: TransferStep | null
  cancelled: TransferStep | null
  linesCount: number
  units: number
  lines: TransferLine[] | null
}

export interface BranchChoices {
  sources: SelectFieldOption[]
  destinations: SelectFieldOption[]
}
