import type { SelectFieldOption } from '~/components/select_field'
import type { Data } from '~generated/data'

/** A transfer as StockTransferTransformer sends it. */
export type TransferRow = Data.StockTransfer

/** A step of a transfer's life: when and by whom. */
export type TransferStep = NonNullable<TransferRow['sent']>

export interface BranchChoices {
  sources: SelectFieldOption[]
  destinations: SelectFieldOption[]
}
