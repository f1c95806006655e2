import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { LabelField, LabelTemplate } from '#common/labels/templates'
import { LabelOptionsForm } from '~/components/labels/label_options_form'
import { LabelPreview } from '~/components/labels/label_preview'
import { LabelSheets } from '~/components/labels/label_sheets'
import { PickedProductsTable } from '~/components/labels/picked_products_table'
import { ScanField } from '~/components/scan_field'
import type { LabelLimits, LabelLine, LabelProduct } from '~/lib/labels/types'
import { useLabelOptions } from '~/lib/labels/use_label_options'
import { useLabelPrinting } from '~/lib/labels/use_label_printing'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import { usePrintScope } from '~/lib/print_scope'
import '~/css/labels.scss'
import type { Data } from '~generated/data'

interface Props {
  picked: LabelProduct[]
  /** Labels to start with per picked product: 1 each, or the units a receipt brought in. */
  counts: number[]
  /** The stock receipt the page was opened from, if any. */
  receipt: Data.StockReceiptRef | null
  notFound: number
  templates: LabelTemplate[]
  defaultTemplate: string
  fields: LabelField[]
  limits: LabelLimits
}

export default function PrintBarcode({
  picked,
  counts,
  receipt,
  notFound,
  templates,
  defaultTemplate,
  fields: allFields,
  limits,
}: Props) {
  const shop = useShop()
  usePrintScope('labels')
  const [lines, setLines] = useState<LabelLine[]>(() =>
    picked.map((product, index) => ({ product, count: String(counts[index] ?? 1) }))
  )
  const options = useLabelOptions(templates, defaultTemplate, allFields)
  const job = useLabelPrinting(lines, options, limits)
  const { template, fields } = options

  const scanRef = useRef<HTMLInputElement>(null)
  const [scanMessage, setScanMessage] = useState<string | null>(null)

  /** A scan or a match: a new line of one label, or one more label of its line. */
  function add(product: LabelProduct) {
    setLines((current) => {
      if (current.some((line) => line.product.id === product.id)) {
        return current.map((line) =>
          line.product.id === product.id && /^\d+$/.test(line.count)
            ? { ...line, count: String(Math.min(Number(line.count) + 1, limits.perProduct)) }
            : line
        )
      }
      return current.length >= limits.products ? current : [...current, { product, count: '1' }]
    })
    setScanMessage(`Added a label of ${product.name}.`)
  }

  function setCount(index: number, count: string) {
    setLines((current) => current.map((line, at) => (at === index ? { ...line, count } : line)))
  }

  function remove(index: number) {
    setLines((current) => current.filter((_, at) => at !== index))
  }

  return (
    <>
      <Head title="Print labels" />
      <style>{`@page { size: ${template.page.width}mm ${template.page.height}mm; margin: 0; }`}</style>
      <Breadcrumbs
        trail={[{ label: 'Products', route: 'products.index' }]}
        current="Print labels"
      />
      <h1 className="h3 mb-4">Print labels</h1>
      {receipt && (
        <p className="text-body-secondary" role="status">
          Labels for the products received on {receipt.number}, one per unit received.
        </p>
      )}
      {notFound > 0 && (
        <div className="alert alert-warning" role="status">
          {notFound === 1
            ? 'One of the products asked for is archived or no longer exists; it was left out.'
            : `${notFound} of the products asked for are archived or no longer exist; they were left out.`}
        </div>
      )}
      <div className="row g-4">
        <div className="col-xxl-5">
          <section className="card mb-4" aria-labelledby="labels-products">
            <div className="card-body">
              <h2 id="labels-products" className="h5">
                Products
              </h2>
              <ScanField<LabelProduct>
                inputRef={scanRef}
                id="label-search"
                lookupUrl={(search) =>
                  urlFor('products.print_barcodes.search', undefined, { qs: { search } })
                }
                isAdded={(product) => lines.some((line) => line.product.id === product.id)}
                full={lines.length >= limits.products}
                onAdd={add}
                message={scanMessage}
                onMessage={setScanMessage}
              />
              <PickedProductsTable
                lines={lines}
                counts={job.counts}
                maxCount={limits.perProduct}
                price={shop.money}
                onCount={setCount}
                onRemove={remove}
              />
            </div>
          </section>

          <section className="card mb-4" aria-labelledby="labels-layout">
            <div className="card-body">
              <h2 id="labels-layout" className="h5">
                Labels
              </h2>
              <LabelOptionsForm templates={templates} allFields={allFields} options={options} />
            </div>
          </section>
        </div>

        <div className="col-xxl-7">
          <section className="card" aria-labelledby="labels-preview">
            <div className="card-body">
              <LabelPreview job={job} template={template} fields={fields} price={shop.money} />
            </div>
          </section>
        </div>
      </div>
      {job.ready &&
        job.printing &&
        createPortal(
          <div className="label-print" data-testid="label-print">
            <LabelSheets
              template={template}
              pages={job.pages}
              products={job.products}
              fields={fields}
              price={shop.money}
            />
          </div>,
          document.body
        )}
    </>
  )
}
