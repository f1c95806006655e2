import { useRef, useState, type FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { CheckField } from '~/components/check_field'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import type { NumericValue } from '~/components/numeric_field'
import { QuantityInput } from '~/components/quantity_input'
import { ScanField } from '~/components/scan_field'
import { StatusBadge } from '~/components/status_badge'
import { TextAreaField } from '~/components/text_area_field'
import { TextField } from '~/components/text_field'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

interface Props {
  supplier: Data.Supplier | null
  limits: { packSize: number; leadTimeDays: number }
  canManage: boolean
}

interface LinkData {
  product_id: number
  name: string
  sku: string
  supplier_sku: string
  pack_size: NumericValue
  is_preferred: boolean
  last_cost: number | null | undefined
}

interface SupplierFormData {
  [key: string]: string | NumericValue | boolean | LinkData[]
  code: string
  name: string
  contact_name: string
  email: string
  phone: string
  address: string
  tax_id: string
  payment_terms: string
  lead_time_days: NumericValue
  notes: string
  is_active: boolean
  products: LinkData[]
}

/** A supplier: new, editable by who manages suppliers, read-only for the rest. */
export default function SupplierForm({ supplier, limits, canManage }: Props) {
  const shop = useShop()
  const form = useForm<SupplierFormData>({
    code: supplier?.code ?? '',
    name: supplier?.name ?? '',
    contact_name: supplier?.contactName ?? '',
    email: supplier?.email ?? '',
    phone: supplier?.phone ?? '',
    address: supplier?.address ?? '',
    tax_id: supplier?.taxId ?? '',
    payment_terms: supplier?.paymentTerms ?? '',
    lead_time_days: supplier?.leadTimeDays ?? 0,
    notes: supplier?.notes ?? '',
    is_active: supplier?.isActive ?? true,
    products: (supplier?.products ?? []).map((link) => ({
      product_id: link.productId,
      name: link.name,
      sku: link.sku,
      supplier_sku: link.supplierSku ?? '',
      pack_size: link.packSize,
      is_preferred: link.isPreferred,
      last_cost: link.lastCost,
    })),
  })
  const [scanMessage, setScanMessage] = useState<string | null>(null)
  const scanRef = useRef<HTMLInputElement>(null)
  const errors = form.errors as Record<string, string | undefined>
  const title = supplier ? supplier.name : 'New supplier'
  const text = (name: keyof SupplierFormData & string, label: string, max: number) => (
    <TextField
      name={name}
      label={label}
      maxLength={max}
      value={String(form.data[name] ?? '')}
      error={errors[name]}
      onValueChange={(value) => form.setData(name, value)}
    />
  )

  function addProduct(product: Data.ReceiptProduct) {
    if (form.data.products.some((link) => link.product_id === product.id)) {
      setScanMessage(`${product.name} is already listed.`)
      return
    }
    form.setData('products', [
      ...form.data.products,
      {
        product_id: product.id,
        name: product.name,
        sku: product.sku,
        supplier_sku: '',
        pack_size: 1,
        is_preferred: false,
        last_cost: null,
      },
    ])
    setScanMessage(`Added ${product.name}.`)
  }

  function setLink(index: number, patch: Partial<LinkData>) {
    form.setData(
      'products',
      form.data.products.map((link, at) => (at === index ? { ...link, ...patch } : link))
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform((data) => ({
      ...data,
      products: data.products.map((link) => ({
        product_id: link.product_id,
        supplier_sku: link.supplier_sku || null,
        pack_size: link.pack_size,
        is_preferred: link.is_preferred,
      })),
    }))
    if (supplier)
      form.put(urlFor('suppliers.update', { id: supplier.id }), { preserveScroll: true })
    else form.post(urlFor('suppliers.store'), { preserveScroll: true })
  }

  return (
    <>
      <Head title={title} />
      <Breadcrumbs trail={[{ label: 'Suppliers', route: 'suppliers.index' }]} current={title} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {supplier && <StatusBadge status={supplier.isActive ? 'active' : 'archived'} />}
        {supplier && canManage && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() =>
              router.post(
                urlFor(supplier.isActive ? 'suppliers.archive' : 'suppliers.activate', {
                  id: supplier.id,
                })
              )
            }
          >
            {supplier.isActive ? 'Archive' : 'Reactivate'}
          </button>
        )}
      </div>
      <FormCard
        onSubmit={submit}
        label="Supplier"
        actions={
          canManage && (
            <FormActions
              processing={form.processing}
              submitLabel={supplier ? 'Save supplier' : 'Add supplier'}
              cancel={{ route: 'suppliers.index' }}
            />
          )
        }
      >
        {/* Read-only for who may only look: every field of the form at once. */}
        <fieldset disabled={!canManage}>
          <FormSection title="Supplier" help="Who the shop buys from and how to reach them.">
            <div className="row g-3">
              <div className="col-md-4">{text('code', 'Code', 20)}</div>
              <div className="col-md-8">{text('name', 'Name', 120)}</div>
              <div className="col-md-6">{text('contact_name', 'Contact person', 120)}</div>
              <div className="col-md-6">{text('email', 'Email', 254)}</div>
              <div className="col-md-6">{text('phone', 'Phone', 40)}</div>
              <div className="col-md-6">{text('tax_id', 'Tax ID', 40)}</div>
              <div className="col-md-6">{text('payment_terms', 'Payment terms', 80)}</div>
              <QuantityInput
                name="lead_time_days"
                label="Lead time (days)"
                className="col-md-6"
                min={0}
                max={limits.leadTimeDays}
                value={form.data.lead_time_days}
                error={errors.lead_time_days}
                onValueChange={(value) => form.setData('lead_time_days', value)}
              />
            </div>
            <TextAreaField
              name="address"
              label="Address"
              value={form.data.address}
              error={errors.address}
              onValueChange={(value) => form.setData('address', value)}
            />
            <TextAreaField
              name="notes"
              label="Notes"
              value={form.data.notes}
              error={errors.notes}
              onValueChange={(value) => form.setData('notes', value)}
            />
            <CheckField
              name="is_active"
              label="Active: takes new orders"
              checked={form.data.is_active}
              error={errors.is_active}
              onCheckedChange={(checked) => form.setData('is_active', checked)}
            />
          </FormSection>
          <FormSection
            title="Products supplied"
            help="The supplier's code, the pack size they sell in, the last cost paid, and whether they are the product's preferred supplier (one per product)."
          >
            {canManage && (
              <ScanField<Data.ReceiptProduct>
                inputRef={scanRef}
                lookupUrl={(search) => urlFor('suppliers.products', undefined, { qs: { search } })}
                onAdd={addProduct}
                message={scanMessage}
                onMessage={setScanMessage}
              />
            )}
            {errors.products && <div className="alert alert-danger py-2">{errors.products}</div>}
            {form.data.products.length === 0 ? (
              <p className="text-body-secondary">No products linked yet.</p>
            ) : (
              <ol className="list-unstyled mb-0" aria-label="Products supplied">
                {form.data.products.map((link, index) => (
                  <li key={link.product_id} className="border rounded p-2 mb-2">
                    <div className="d-flex gap-2 mb-2">
                      <div className="flex-grow-1 text-break">
                        <div className="fw-semibold" dir="auto">
                          {link.name}
                        </div>
                        <small className="text-body-secondary" dir="ltr">
                          {link.sku}
                          {link.last_cost !== undefined && link.last_cost !== null
                            ? ` · last cost ${shop.money(link.last_cost)}`
                            : ''}
                        </small>
                      </div>
                      {canManage && (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger align-self-start"
                          aria-label={`Remove ${link.name}`}
                          onClick={() =>
                            form.setData(
                              'products',
                              form.data.products.filter((_, at) => at !== index)
                            )
                          }
                        >
                          <i className="bi bi-x-lg" aria-hidden="true" />
                        </button>
                      )}
                    </div>
                    <div className="row g-2 align-items-end">
                      <TextField
                        name={`products.${index}.supplier_sku`}
                        label={`Supplier SKU of ${link.name}`}
                        className="col-sm-5"
                        maxLength={60}
                        value={link.supplier_sku}
                        error={errors[`products.${index}.supplier_sku`]}
                        onValueChange={(value) => setLink(index, { supplier_sku: value })}
                      />
                      <QuantityInput
                        name={`products.${index}.pack_size`}
                        label={`Pack size of ${link.name}`}
                        className="col-sm-4"
                        min={1}
                        max={limits.packSize}
                        value={link.pack_size}
                        error={errors[`products.${index}.pack_size`]}
                        onValueChange={(value) => setLink(index, { pack_size: value })}
                      />
                      <CheckField
                        name={`products.${index}.is_preferred`}
                        id={`products-${index}-preferred`}
                        label="Preferred"
                        className="col-sm-3 mb-3"
                        checked={link.is_preferred}
                        onCheckedChange={(checked) => setLink(index, { is_preferred: checked })}
                      />
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </FormSection>
        </fieldset>
      </FormCard>
    </>
  )
}
