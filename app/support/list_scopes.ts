import { scope } from '@adonisjs/lucid/orm'

/** The `?status=` filter of lists whose records are archived rather than deleted. */
export const ACTIVE_STATUSES = ['active', 'inactive'] as const

export type ActiveStatus = (typeof ACTIVE_STATUSES)[number]

/** Columns and directions, in order; each list ends on a unique column so pages never overlap. */
export type SortOrders = Record<
  string,
  readonly (readonly [column: string, direction: 'asc' | 'desc'])[]
>

/** `withStatus(status)`: active or archived records, every record without a status. */
export const activeStatusScope = () =>
  scope((query, status?: ActiveStatus) => {
    if (status) query.where('is_active', status === 'active')
  })

/** `sortedBy(sort)` over a list's named orders; without a sort, the first order. */
export const sortScope = <Orders extends SortOrders>(orders: Orders) =>
  scope((query, sort?: keyof Orders) => {
    const [fallback] = Object.keys(orders)
    for (const [column, direction] of orders[sort ?? fallback]) query.orderBy(column, direction)
  })

/** The names of a list's orders, for its validator. */
export const sortNames = <Orders extends SortOrders>(orders: Orders) =>
  Object.keys(orders) as [keyof Orders & string, ...(keyof Orders & string)[]]
