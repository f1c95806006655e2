import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { offlineSaleBody } from '#common/offline_till'
import type { Data } from '~generated/data'

/** A product as the till keeps it (`GET /orders/create/offline-catalogue`). */
export type KeptProduct = Data.OfflineProduct

/** The kit as `GET /orders/create/offline-kit` answers it; read by the pending receipt. */
export type OfflineKit = Data.OfflineKit

/** What the pending receipt shows, kept with the sale so a reload shows it the same. */
export interface PendingReceiptData {
  shop: {
    companyName: string
    receiptHeader: string | null
    receiptFooter: string | null
    taxId: string | null
  }
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
