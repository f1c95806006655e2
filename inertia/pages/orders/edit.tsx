import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { AsyncSearchSelect, type SelectOption } from '~/components/async_search_select'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { FormActions, FormCard, FormSection } from '~/components/form_layout'
import { TextAreaField } from '~/components/text_area_field'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

interface Props {
  order: Data.OrderDetails
}

interface DetailsForm {
  [key: string]: SelectOption | null | string
  customer: SelectOption | null
  note: string
}

/** Orders / Edit of a completed sale: who bought and the note; the figures stay as sold. */
export default function OrdersEdit({ order }: Props) {
  const shop = useShop()
  const form = useForm<DetailsForm>({ customer: order.customer, note: order.note })
  const title = `Edit order ${order.number}`

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform((data) => ({
      customer_id: data.customer ? Number(data.customer.value) : null,
      note: data.note.trim() === '' ? null : data.note,
    }))
    form.put(urlFor('orders.update', { id: order.id }))
  }

  return (
    <>
      <Head title={title} />
      <Breadcrumbs
        trail={[
          { label: 'Orders', route: 'orders.index' },
          { label: order.number, route: 'orders.show', routeParams: { id: order.id } },
        ]}
        current="Edit"
      />
      <h1 className="h3 mb-4">{title}</h1>
      <FormCard
        onSubmit={submit}
        label="Order details"
        actions={
          <FormActions
            processing={form.processing}
            submitLabel="Save details"
            cancel={{ route: 'orders.show', routeParams: { id: order.id } }}
          />
        }
      >
        <FormSection
          title="Details"
          help={`Sold ${shop.dateTime(order.completedAt)} for ${shop.money(order.total)}. Lines, prices and payments stay as sold: take a return or void the sale to correct them.`}
        >
          <AsyncSearchSelect
            name="customer_id"
            id="customer"
            label="Customer"
            endpoint={urlFor('orders.customers')}
            value={form.data.customer}
            onChange={(customer) => form.setData('customer', customer)}
            clearLabel="Walk-in customer"
            placeholder="Walk-in: type a name, phone or email"
            error={form.errors.customer_id as string | undefined}
          />
          <TextAreaField
            name="note"
            label="Note"
            rows={3}
            value={form.data.note}
            error={form.errors.note as string | undefined}
            onValueChange={(note) => form.setData('note', note)}
          />
        </FormSection>
      </FormCard>
    </>
  )
}
