import { urlFor } from '@adonisjs/core/services/url_builder'
import AuditEvent from '#models/audit_event'
import { ERASED } from '#services/platform/audit_log'
import Branch from '#models/branch'
import Customer from '#models/customer'
import Product from '#models/product'
import Role from '#models/role'
import Order from '#models/order'
import StockTransfer from '#models/stock_transfer'
import Stocktake from '#models/stocktake'
import StockLevel from '#models/stock_level'
import StockReceipt from '#models/stock_receipt'
import User from '#models/user'
import type { BranchScope } from '#services/platform/branch_scope'
import type { Permission } from '#support/permissions'
import { USERS_PAGE_PERMISSIONS } from '#support/permissions'

/** What the log shows of an event's subject: its name, and its page when the reader may open it. */
export interface SubjectLabel {
  name: string
  href: string | null
}

interface SubjectKind {
  /** "product", as the subject reads when the record is gone: "Product #12 (deleted)". */
  noun: string
  /** The permission (any of them) that opens the record's page. */
  opens: Permission | readonly Permission[]
  href: (id: number) => string
  /** Names of the records still there, by id; `reachable` the ids the reader, within `scope`, may open. */
  load: (
    ids: number[],
    scope: BranchScope
  ) => Promise<{ names: Map<number, string>; reachable: Set<number> }>
}

function byId<Row extends { id: number }>(rows: Row[], name: (row: Row) => string) {
  const names = new Map(rows.map((row) => [row.id, name(row)]))
  return { names, reachable: new Set(names.keys()) }
}

/** The kinds of subject the trail records, and how each is named and reached. */
const SUBJECT_KINDS: Record<string, SubjectKind> = {
  product: {
    noun: 'Product',
    opens: 'products.view',
    href: (id) => urlFor('products.edit', { id }),
    load: async (ids) => byId(await Product.query().whereIn('id', ids), (row) => row.name),
  },
  customer: {
    noun: 'Customer',
    opens: 'customers.manage',
    href: (id) => urlFor('customers.edit', { id }),
    load: async (ids) => byId(await Customer.query().whereIn('id', ids), (row) => row.name),
  },
  branch: {
    noun: 'Branch',
    opens: 'branches.manage',
    href: (id) => urlFor('branches.edit', { id }),
    load: async (ids) =>
      byId(await Branch.query().whereIn('id', ids), (row) => `${row.name} (${row.code})`),
  },
  role: {
    noun: 'Role',
    opens: 'roles.manage',
    href: (id) => urlFor('roles.edit', { id }),
    load: async (ids) => byId(await Role.query().whereIn('id', ids), (row) => row.name),
  },
  user: {
    noun: 'User',
    opens: USERS_PAGE_PERMISSIONS,
    href: (id) => urlFor('users.edit', { id }),
    // An editor limited to some branches opens only the accounts within them.
    load: async (ids, scope) => {
      const users = await User.query().whereIn('id', ids)
      const reachable = await User.query()
        .whereIn('id', ids)
        .apply((scopes) => scopes.withinBranchScope(scope))
        .select('id')
      return {
        names: new Map(users.map((user) => [user.id, user.name])),
        reachable: new Set(reachable.map((user) => user.id)),
      }
    },
  },
  // Stocktakes: named by number, opened only within the reader's branches.
  stocktake: {
    noun: 'Stocktake',
    opens: ['stock.count', 'stock.adjust'],
    href: (id) => urlFor('stocktakes.show', { id }),
    load: async (ids, scope) => {
      const rows = await scope.restrict(Stocktake.query().whereIn('id', ids))
      return byId(rows, (row) => row.number)
    },
  },
  // Stock moves: named by number; opened by readers whose branches hold either end.
  stock_transfer: {
    noun: 'Stock move',
    opens: 'transfers.view',
    href: (id) => urlFor('stock_moves.edit', { id }),
    load: async (ids, scope) => {
      const transfers = await StockTransfer.query().whereIn('id', ids)
      return {
        names: new Map(transfers.map((row) => [row.id, row.number])),
        reachable: new Set(
          transfers
            .filter((row) => scope.includes(row.fromBranchId) || scope.includes(row.toBranchId))
            .map((row) => row.id)
        ),
      }
    },
  },
  // Sales: orders named by number and opened at their receipt, within the reader's branches.
  order: {
    noun: 'Order',
    opens: 'orders.view',
    href: (id) => urlFor('orders.show', { id }),
    load: async (ids, scope) => {
      const rows = await scope.restrict(Order.query().whereIn('id', ids))
      return byId(rows, (row) => row.number ?? `Parked sale #${row.id}`)
    },
  },
  // Stock: receipts and adjusted levels, named and opened only within the reader's branches.
  stock_receipt: {
    noun: 'Stock receipt',
    opens: 'stock.view',
    href: (id) => urlFor('stocks.receipts.show', { id }),
    load: async (ids, scope) => {
      const rows = await scope.restrict(StockReceipt.query().whereIn('id', ids))
      return byId(rows, (row) => row.number)
    },
  },
  stock_level: {
    noun: 'Stock',
    opens: 'stock.adjust',
    href: (id) => urlFor('stocks.edit', { id }),
    load: async (ids, scope) => {
      const rows = await scope.restrict(
        StockLevel.query().whereIn('id', ids).preload('product').preload('branch')
      )
      return byId(rows, (row) => `${row.product.name} at ${row.branch.name}`)
    },
  },
  settings: {
    noun: 'Settings',
    opens: 'settings.manage',
    href: () => urlFor('settings.edit'),
    load: async (ids) => ({
      names: new Map(ids.map((id) => [id, 'Shop settings'])),
      reachable: new Set(ids),
    }),
  },
}

function keyOf(type: string, id: string) {
  return `${type}#${id}`
}

/** The last name each deleted record's events recorded, by id. */
async function recordedNames(type: string, ids: string[]) {
  const names = new Map<string, string>()
  if (ids.length === 0) return names
  const events = await AuditEvent.query()
    .where('subject_type', type)
    .whereIn('subject_id', ids)
    .whereNotNull('changes')
    .orderBy('id', 'desc')
  for (const event of events) {
    const name = event.changes?.name
    const value = name?.from ?? name?.to
    const id = event.subjectId!
    if (typeof value === 'string' && value !== ERASED && !names.has(id)) names.set(id, value)
  }
  return names
}

/**
 * Names and links of the subjects of a page of audit events, read in one
 * query per kind. A record deleted since reads by the name its events
 * recorded; a link is given only where the reader may open the page.
 */
export async function describeSubjects(events: AuditEvent[], reader: User, scope: BranchScope) {
  const idsByType = new Map<string, Set<string>>()
  for (const event of events) {
    if (!event.subjectType || !event.subjectId) continue
    const ids = idsByType.get(event.subjectType) ?? new Set<string>()
    ids.add(event.subjectId)
    idsByType.set(event.subjectType, ids)
  }

  const labels = new Map<string, SubjectLabel>()
  for (const [type, ids] of idsByType) {
    const kind = SUBJECT_KINDS[type]
    const numericIds = [...ids].map(Number).filter(Number.isSafeInteger)
    const { names, reachable } = kind
      ? await kind.load(numericIds, scope)
      : { names: new Map<number, string>(), reachable: new Set<number>() }
    const mayOpen = kind ? reader.canAny(kind.opens) : false
    const gone = [...ids].filter((id) => !names.has(Number(id)))
    const formerNames = await recordedNames(type, gone)
    for (const id of ids) {
      const current = names.get(Number(id))
      if (current !== undefined) {
        const href = mayOpen && reachable.has(Number(id)) ? kind!.href(Number(id)) : null
        labels.set(keyOf(type, id), { name: current, href })
        continue
      }
      const former = formerNames.get(id) ?? `${kind?.noun ?? type} #${id}`
      labels.set(keyOf(type, id), { name: `${former} (deleted)`, href: null })
    }
  }
  return {
    of(event: AuditEvent): SubjectLabel | null {
      if (!event.subjectType || !event.subjectId) return null
      return labels.get(keyOf(event.subjectType, event.subjectId)) ?? null
    },
  }
}
