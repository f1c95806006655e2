import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { TextField } from '~/components/text_field'
import { MoneyInput } from '~/components/money_input'
import { PercentInput } from '~/components/percent_input'
import { QuantityInput } from '~/components/quantity_input'
import type { NumericValue } from '~/components/numeric_field'
import { BarcodeImage } from '~/components/barcode'
import { CheckField } from '~/components/check_field'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

/**
 * A product as the pages receive it; `cost` and `marginBp` only with
 * `products.view_cost`, null while the cost is unknown.
 */
export type ProductProps = Data.Product

interface ProductFormData {
  [key: string]: string | boolean | NumericValue
  name: string
  sku: string
  barcode: string
  category: string
  unit: string
  price: NumericValue
  tax_rate_bp: NumericValue
  reorder_level: NumericValue
  is_active: boolean
  description: string
}

/**
 * The product form for both create and edit. `withCost` adds the cost field
 * (users with `products.view_cost`); `readOnly` shows the same fields to
 * someone who may only look.
 */
export function ProductForm({
  product,
  defaultTaxRateBp = 0,
  categories,
  units,
  withCost,
  readOnly = false,
}: {
  product?: ProductProps
  defaultTaxRateBp?: number
  categories: string[]
  units: string[]
  withCost: boolean
  readOnly?: boolean
}) {
  const initial: ProductFormData = {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    category: product?.category ?? '',
    unit: product?.unit ?? 'each',
    price: product?.price ?? null,
    tax_rate_bp: product?.taxRateBp ?? defaultTaxRateBp,
    reorder_level: product?.reorderLevel ?? 0,
    is_active: product?.isActive ?? true,
    description: product?.description ?? '',
  }
  if (withCost) initial.cost = product?.cost ?? null
  const form = useForm<ProductFormData>(initial)
  const [generating, setGenerating] = useState(false)
  const [generateError, setGenerateError] = useState<string>()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (product) form.put(urlFor('products.update', { id: product.id }), { preserveScroll: true })
    else form.post(urlFor('products.store'))
  }

  async function generateBarcode() {
    setGenerating(true)
    setGenerateError(undefined)
    try {
      const response = await fetch(urlFor('products.new_barcode'), {
        headers: { Accept: 'application/json' },
      })
      if (!response.ok) throw new Error(String(response.status))
      const { barcode } = (await response.json()) as { barcode: string }
      form.setData('barcode', barcode)
    } catch {
      setGenerateError('No barcode could be generated. Try again.')
    } finally {
      setGenerating(false)
    }
  }

  const barcodeError = form.errors.barcode ?? generateError

  return (
    <FormCard
      onSubmit={submit}
      actions={
        readOnly ? undefined : (
          <FormActions
            processing={form.processing}
            submitLabel={product ? 'Save changes' : 'Create product'}
            cancel={{ route: 'products.index' }}
          />
        )
      }
    >
      <fieldset disabled={readOnly}>
        <FormSection
          title="Identity"
          help="How the product is found: at the counter by its barcode, in the catalogue by its name or SKU."
        >
          <TextField
            name="name"
            label="Name"
            required
            maxLength={160}
            value={form.data.name}
            error={form.errors.name}
            onValueChange={(value) => form.setData('name', value)}
          />
          <div className="row">
            <div className="col-sm-6">
              <TextField
                name="sku"
                label="SKU"
                dir="ltr"
                required
                maxLength={64}
                autoComplete="off"
                help={
                  readOnly ? undefined : 'Your own stock-keeping code; unique in the catalogue.'
                }
                value={form.data.sku}
                error={form.errors.sku}
                onValueChange={(value) => form.setData('sku', value)}
              />
            </div>
            <div className="col-sm-6">
              <label htmlFor="barcode" className="form-label">
                Barcode
              </label>
              <div className={`input-group ${barcodeError ? 'has-validation' : ''}`}>
                <input
                  id="barcode"
                  name="barcode"
                  className={`form-control font-monospace ${barcodeError ? 'is-invalid' : ''}`}
                  dir="ltr"
                  autoComplete="off"
                  maxLength={48}
                  value={form.data.barcode}
                  onChange={(event) => form.setData('barcode', event.target.value)}
                  aria-invalid={barcodeError ? true : undefined}
                  aria-describedby={`barcode-help${barcodeError ? ' barcode-error' : ''}`}
                />
                {!readOnly && (
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    onClick={generateBarcode}
                    disabled={generating}
                  >
                    {generating && (
                      <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
                    )}
                    Generate
                  </button>
                )}
                {barcodeError && (
                  <div id="barcode-error" className="invalid-feedback">
                    {barcodeError}
                  </div>
                )}
              </div>
              <div id="barcode-help" className="form-text mb-3">
                {!readOnly &&
                  'EAN-13, EAN-8 or UPC-A from the pack, any other code as Code 128, or Generate an in-store EAN-13.'}
              </div>
            </div>
          </div>
          {form.data.barcode && <BarcodeImage code={form.data.barcode} />}
        </FormSection>
        <FormSection title="Catalogue" help="Where it is listed and how it is sold.">
          <div className="row">
            <div className="col-sm-6">
              <TextField
                name="category"
                label="Category"
                list="category-suggestions"
                maxLength={80}
                autoComplete="off"
                value={form.data.category}
                error={form.errors.category}
                onValueChange={(value) => form.setData('category', value)}
              />
              <datalist id="category-suggestions">
                {categories.map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            </div>
            <div className="col-sm-6">
              <TextField
                name="unit"
                label="Unit"
                list="unit-suggestions"
                required
                maxLength={20}
                autoComplete="off"
                help="How it is sold: each, box, kg…"
                value={form.data.unit}
                error={form.errors.unit}
                onValueChange={(value) => form.setData('unit', value)}
              />
              <datalist id="unit-suggestions">
                {units.map((unit) => (
                  <option key={unit} value={unit} />
                ))}
              </datalist>
            </div>
          </div>
          <div className="mb-3">
            <label htmlFor="description" className="form-label">
              Description
            </label>
            <textarea
              id="description"
              name="description"
              rows={3}
              maxLength={2000}
              className={`form-control ${form.errors.description ? 'is-invalid' : ''}`}
              value={form.data.description}
              onChange={(event) => form.setData('description', event.target.value)}
              aria-describedby={form.errors.description ? 'description-error' : undefined}
            />
            {form.errors.description && (
              <div id="description-error" className="invalid-feedback">
                {form.errors.description}
              </div>
            )}
          </div>
        </FormSection>
        <FormSection
          title="Price and tax"
          help="The shelf price includes tax when the shop's prices do."
        >
          <div className="row">
            <div className="col-sm-6">
              <MoneyInput
                name="price"
                label="Price"
                required
                value={form.data.price}
                error={form.errors.price}
                onValueChange={(value) => form.setData('price', value)}
              />
            </div>
            <div className="col-sm-6">
              <PercentInput
                name="tax_rate_bp"
                label="Tax rate"
                required
                value={form.data.tax_rate_bp}
                error={form.errors.tax_rate_bp}
                onValueChange={(value) => form.setData('tax_rate_bp', value)}
              />
            </div>
          </div>
          {withCost && (
            <MoneyInput
              name="cost"
              label="Cost"
              help="What one unit costs you; leave empty if unknown. Receiving stock updates it."
              value={form.data.cost as NumericValue}
              error={form.errors.cost}
              onValueChange={(value) => form.setData('cost', value)}
            />
          )}
        </FormSection>
        <FormSection
          title="Stock and sale"
          help="Inactive products keep their history but cannot be sold."
        >
          <QuantityInput
            name="reorder_level"
            label="Reorder level"
            min={0}
            max={1_000_000}
            stepButtons={!readOnly}
            help="Stock at or below this shows as low."
            value={form.data.reorder_level}
            error={form.errors.reorder_level}
            onValueChange={(value) => form.setData('reorder_level', value)}
          />
          <CheckField
            name="is_active"
            label="Active (can be sold)"
            className="mb-3"
            checked={form.data.is_active}
            error={form.errors.is_active}
            onCheckedChange={(checked) => form.setData('is_active', checked)}
          />
        </FormSection>
      </fieldset>
    </FormCard>
  )
}

/** A cost, or the margin it gives, that is not known yet: a dash, read out as "unknown". */
export function Unknown() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">unknown</span>
    </>
  )
}
