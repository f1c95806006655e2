import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { offlineSaleBody } from '#common/offline_till'

/** A product as the till keeps it (`GET /orders/create/offline-catalogue`). */
export interface KeptProduct {
  id: number
  sku: string
  barcode: string | null
  name: string
  unit: string
  price: number
  taxRateBasisPoints: number
  sellable: boolean
  stock: number
}

/** A buyer the branch sold to lately (the kit's list). */
export interface KeptCustomer {
  id: number
  name: string
  phone: string | null
  email: string | null
}

/** The kit as `GET /orders/create/offline-kit` answers it; read by the pending receipt. */
export interface OfflineKit {
  generatedAt: string
  branch: { id: number; name: string; code: string }
  settings: {
    companyName: string
    taxId: string | null
    receiptHeader: string | null
    receiptFooter: string | null
    currency: string
    locale: string
    timezone: string
    pricesIncludeTax: boolean
    saleNeedsTillSession: boolean
    cardSalesWithoutSession: boolean
  }
  user: {
    id: number
    name: string
    permissions: string[]
    discountCapBasisPoints: number
    mayOverridePrice: boolean
  }
  customers: KeptCustomer[]
}

/** What the pending receipt shows, kept with the sale so a reload shows it the same. */
export interface PendingReceiptData {
  ref: string
  madeAt: string
  seller: string
  branchName: string
  customer: string | null
  lines: { name: string; quantity: number; unitPrice: number; discount: number; amount: number }[]
  rows: { kind: string; label: string; amount: number }[]
  payments: { method: string; amount: number }[]
  changeDue: number
}

/** A sale made offline, waiting to be sent: keyed by its idempotency key. */
export interface OutboxEntry {
  key: string
  sequence: number
  ref: string
  madeAt: string
  userId: number
  body: ReturnType<typeof offlineSaleBody>
  receipt: PendingReceiptData
  /** Why the server last refused or failed it; a refused one waits for the cashier. */
  problem: { refused: boolean; message: string } | null
}

interface TillSchema extends DBSchema {
  /** The device (code, last sequence) and whose kit is kept (user, branch). */
  meta: { key: string; value: unknown }
  kit: { key: number; value: OfflineKit }
  products: {
    key: number
    value: KeptProduct
    indexes: { barcode: string; sku: string }
  }
  outbox: { key: string; value: OutboxEntry; indexes: { sequence: number } }
}

export type TillDb = IDBPDatabase<TillSchema>

const DB_NAME = 'pos-center-till'

let opening: Promise<TillDb> | undefined

/** This device's till store, opened once per page. */
export function tillDb() {
  opening ??= openDB<TillSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('meta')
      db.createObjectStore('kit')
      const products = db.createObjectStore('products', { keyPath: 'id' })
      products.createIndex('barcode', 'barcode')
      products.createIndex('sku', 'sku')
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('sequence', 'sequence')
    },
  })
  return opening
}
