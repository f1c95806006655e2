/**
 * The counter's customer picker: how a customer is offered and which ones
 * a search finds, the same whether the server answers (`counterCustomers`)
 * or the till searches the customers it keeps while offline.
 */
import { COUNTER_SEARCH_LIMIT } from './limits.js'
import { normalizeText } from './text.js'

/** A customer as the picker needs them (the offline kit keeps these fields). */
export interface ChoosableCustomer {
  id: number
  name: string
  phone: string | null
  email: string | null
}

/** A customer as the picker offers and shows them: the id as text; the name, then how to reach them. */
export function customerChoice(customer: ChoosableCustomer) {
  const contact = customer.phone ?? customer.email
  return {
    value: String(customer.id),
    label: contact ? `${customer.name} · ${contact}` : customer.name,
  }
}

/**
 * The customers whose name, phone or email holds the search, as the
 * server's search finds them: the text normalised as its validator does,
 * looked for whole and case-blind, by name then id, at most as many as one
 * counter search offers. A blank search finds nobody, as on the server.
 */
export function customersMatching<Customer extends ChoosableCustomer>(
  customers: readonly Customer[],
  search: string
) {
  const needle = normalizeText(search).toLowerCase()
  if (!needle) return []
  return customers
    .filter((customer) =>
      [customer.name, customer.phone, customer.email].some((field) =>
        field?.toLowerCase().includes(needle)
      )
    )
    .sort((a, b) => (a.name === b.name ? a.id - b.id : a.name < b.name ? -1 : 1))
    .slice(0, COUNTER_SEARCH_LIMIT)
}
