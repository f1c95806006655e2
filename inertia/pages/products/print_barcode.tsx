import { Head } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import type { LabelField, LabelTemplate } from '#common/labels/templates'
import { LabelOptionsForm } from '~/components/labels/label_options_form'
import { LabelPreview } from '~/components/labels/label_preview'
import { LabelSheets } from '~/components/labels/label_sheets'
import { PickedProductsTable } from '~/components/labels/picked_products_table'
import { ProductFinder } from '~/components/labels/product_finder'
import type { LabelLimits, LabelLine, LabelProduct } from '~/lib/labels/types'
import { useLabelOptions } from '~/lib/labels/use_label_options'
import { useLabelPrinting } from '~/lib/labels/use_label_printing'
import { useShop } from '~/lib/shop'
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
  const [lines, setLines] = useState<LabelLine[]>(() =>
    picked.map((product, index) => ({ product, count: String(counts[index] ?? 1) }))
  )
  const options = useLabelOptions(templates, defaultTemplate, allFields)
  const job = useLabelPrinting(lines, options, limits)
  const { template, fields } = options

  function add(product: LabelProduct) {
    setLines((current) =>
      current.some((line) => line.product.id === product.id) || current.length >= limits.products
        ? current
        : [...current, { product, count: '1' }]
    )
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
              <ProductFinder
                picked={lines.map((line) => line.product.id)}
                full={lines.length >= limits.products}
                onAdd={add}
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
