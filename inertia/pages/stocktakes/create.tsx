import { useRef, useState, type FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { SelectField } from '~/components/select_field'
import { CheckField } from '~/components/check_field'
import { TextAreaField } from '~/components/text_area_field'
import { ScanField } from '~/components/scan_field'
import type { Data } from '~generated/data'
import type { LabelProduct } from '~/lib/labels/types'
import { urlFor } from '~/lib/routes'
import { MAX_STOCKTAKE_PRODUCTS } from '#common/limits'
import type { StocktakeCoverage } from '#common/stocktakes'

interface Props {
  branches: Data.BranchRef[]
  categories: string[]
}

type ChosenProduct = Pick<LabelProduct, 'id' | 'name' | 'sku'>

const catalogueUrl = (search: string) =>
  urlFor('stocktakes.catalogue', undefined, { qs: { search } })

const COVERAGES: { value: StocktakeCoverage; label: string; help: string }[] = [
  { value: 'branch', label: 'Whole branch', help: 'Every product the branch sells or holds.' },
  { value: 'categories', label: 'Some categories', help: 'The products of the categories chosen.' },
  { value: 'products', label: 'Chosen products', help: 'A cycle count of a few products.' },
]

export default function StocktakesCreate({ branches, categories }: Props) {
  const scanRef = useRef<HTMLInputElement>(null)
  const [scanMessage, setScanMessage] = useState<string | null>(null)
  const form = useForm({
    branch_id: branches.length === 1 ? String(branches[0].id) : '',
    coverage: 'branch' as StocktakeCoverage,
    categories: [] as string[],
    products: [] as ChosenProduct[],
    blind: true,
    note: '',
  })
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform(({ products, ...data }) => ({
      ...data,
      branch_id: data.branch_id === '' ? null : Number(data.branch_id),
      categories: data.coverage === 'categories' ? data.categories : undefined,
      product_ids: data.coverage === 'products' ? products.map((product) => product.id) : undefined,
    }))
    form.post(urlFor('stocktakes.store'), { preserveScroll: true })
  }

  function toggleCategory(category: string, checked: boolean) {
    form.setData(
      'categories',
      checked
        ? [...form.data.categories, category]
        : form.data.categories.filter((name) => name !== category)
    )
  }

  return (
    <>
      <Head title="New stocktake" />
      <Breadcrumbs
        trail={[{ label: 'Stocktakes', route: 'stocktakes.index' }]}
        current="New stocktake"
      />
      <h1 className="h3 mb-4">New stocktake</h1>
      <FormCard
        onSubmit={submit}
        label="Stocktake"
        actions={
          <FormActions
            processing={form.processing}
            submitLabel="Save draft"
            cancel={{ route: 'stocktakes.index' }}
          />
        }
      >
        <FormSection
          title="Where and what"
          help="Nothing is frozen until counting starts: the expected figures are taken then."
        >
          <SelectField
            name="branch_id"
            label="Branch"
            value={form.data.branch_id}
            options={[
              { value: '', label: 'Choose a branch' },
              ...branches.map((branch) => ({
                value: String(branch.id),
                label: `${branch.name} (${branch.code})`,
              })),
            ]}
            error={errors.branch_id}
            onValueChange={(value) => form.setData('branch_id', value)}
          />
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Covers</legend>
            {COVERAGES.map((coverage) => (
              <div className="form-check" key={coverage.value}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="coverage"
                  id={`coverage-${coverage.value}`}
                  checked={form.data.coverage === coverage.value}
                  onChange={() => form.setData('coverage', coverage.value)}
                />
                <label className="form-check-label" htmlFor={`coverage-${coverage.value}`}>
                  {coverage.label} <small className="text-body-secondary">{coverage.help}</small>
                </label>
              </div>
            ))}
            {errors.coverage && <div className="text-danger small">{errors.coverage}</div>}
          </fieldset>
          {form.data.coverage === 'categories' && (
            <fieldset className="mb-3" aria-describedby="categories-error">
              <legend className="form-label fs-6">Categories</legend>
              {categories.length === 0 && (
                <p className="text-body-secondary">No product has a category yet.</p>
              )}
              {categories.map((category, index) => (
                <CheckField
                  key={category}
                  id={`category-${index}`}
                  name="categories"
                  label={category}
                  className="mb-1"
                  checked={form.data.categories.includes(category)}
                  onCheckedChange={(checked) => toggleCategory(category, checked)}
                />
              ))}
              {errors.categories && (
                <div id="categories-error" className="text-danger small">
                  {errors.categories}
                </div>
              )}
            </fieldset>
          )}
          <CheckField
            name="blind"
            label="Blind count"
            help="Counters do not see the expected figures while they count."
            checked={form.data.blind}
            error={errors.blind}
            onCheckedChange={(checked) => form.setData('blind', checked)}
          />
          <TextAreaField
            name="note"
            label="Note"
            rows={2}
            value={form.data.note}
            error={errors.note}
            onValueChange={(value) => form.setData('note', value)}
          />
        </FormSection>
        {form.data.coverage === 'products' && (
          <FormSection title="Products" help="Find each product to count by name, SKU or barcode.">
            <ScanField<LabelProduct>
              inputRef={scanRef}
              id="stocktake-product-search"
              lookupUrl={catalogueUrl}
              isAdded={(product) => form.data.products.some((chosen) => chosen.id === product.id)}
              full={form.data.products.length >= MAX_STOCKTAKE_PRODUCTS}
              message={scanMessage}
              onMessage={setScanMessage}
              onAdd={(product) => {
                // A product scanned twice is chosen once; the queue reads the latest choice.
                form.setData((data) =>
                  data.products.some((chosen) => chosen.id === product.id) ||
                  data.products.length >= MAX_STOCKTAKE_PRODUCTS
                    ? data
                    : {
                        ...data,
                        products: [
                          ...data.products,
                          { id: product.id, name: product.name, sku: product.sku },
                        ],
                      }
                )
                setScanMessage(`${product.name} is to be counted.`)
              }}
            />
            {errors.product_ids && (
              <div role="alert" className="alert alert-danger py-2">
                {errors.product_ids}
              </div>
            )}
            {form.data.products.length === 0 ? (
              <p className="text-body-secondary">No products yet.</p>
            ) : (
              <ul className="list-group mb-3" aria-label="Products to count">
                {form.data.products.map((product) => (
                  <li key={product.id} className="list-group-item d-flex align-items-center gap-2">
                    <span className="flex-grow-1 text-break" dir="auto">
                      {product.name} <small className="text-body-secondary">{product.sku}</small>
                    </span>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={`Remove ${product.name}`}
                      onClick={() =>
                        form.setData(
                          'products',
                          form.data.products.filter((chosen) => chosen.id !== product.id)
                        )
                      }
                    >
                      <i className="bi bi-x-lg" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </FormSection>
        )}
      </FormCard>
    </>
  )
}
