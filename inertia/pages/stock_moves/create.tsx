import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { TransferForm } from '~/components/stock_moves/transfer_form'
import type { BranchChoices } from '~/components/stock_moves/types'
import { urlFor } from '~/lib/routes'

export default function StockMovesCreate({ sources, destinations }: BranchChoices) {
  return (
    <>
      <Head title="New stock move" />
      <Breadcrumbs
        trail={[{ label: 'Stock moves', route: 'stock_moves.index' }]}
        current="New stock move"
      />
      <h1 className="h3 mb-4">New stock move</h1>
      <TransferForm
        action={urlFor('stock_moves.store')}
        method="post"
        submitLabel="Save draft"
        choices={{ sources, destinations }}
        cancel={{ route: 'stock_moves.index' }}
        initial={{
          from_branch_id: sources.length === 1 ? sources[0].value : '',
          to_branch_id: '',
          note: '',
          lines: [],
        }}
      />
    </>
  )
}
