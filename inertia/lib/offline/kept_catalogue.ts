import { tillDb, type KeptProduct, type OfflineKit } from '~/lib/offline/till_db'
import { forgetCounterPages } from '~/lib/offline/counter_pages'
import { urlFor } from '~/lib/routes'
import type { ScanAnswer } from '~/components/scan_field'
import type { CounterProduct, CustomerChoice } from '~/lib/counter_cart'
import { customerChoice, customersMatching } from '#common/customer_choices'
import { COUNTER_SEARCH_LIMIT } from '#common/limits'

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
  })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/**
 * What a previous user kept goes: their kit, the catalogue and the counter's
 * cached pages. The device's code, its sequence and the outbox stay (a sale
 * not sent is never dropped, and waits for its seller).
 */
export async function forgetKept() {
  const db = await tillDb()
  const tx = db.transaction(['meta', 'kit', 'products'], 'readwrite')
  await Promise.all([
    tx.objectStore('kit').clear(),
    tx.objectStore('products').clear(),
    tx.objectStore('meta').delete('keptFor'),
    tx.done,
  ])
  await forgetCounterPages()
}

/**
 * Reads the kit and the whole catalogue of the branch while online, then
 * replaces what was kept in one transaction: a scan meanwhile reads the
 * previous copy, never half of one. Another user's copy is forgotten first.
 */
export async function refreshKept(branchId: number, userId: number) {
  const db = await tillDb()
  const keptFor = (await db.get('meta', 'keptFor')) as { userId: number } | undefined
  if (keptFor && keptFor.userId !== userId) await forgetKept()
  const kit = await getJson<OfflineKit>(
    urlFor('orders.offline_kit', undefined, { qs: { branch_id: branchId } })
  )
  const products: KeptProduct[] = []
  let after: number | null = 0
  while (after !== null) {
    const page: { products: KeptProduct[]; next: number | null } = await getJson(
      urlFor('orders.offline_catalogue', undefined, { qs: { branch_id: branchId, after } })
    )
    products.push(...page.products)
    after = page.next
  }
  const tx = db.transaction(['meta', 'kit', 'products'], 'readwrite')
  const store = tx.objectStore('products')
  await store.clear()
  for (const product of products) void store.put(product)
  void tx.objectStore('kit').put(kit, branchId)
  void tx.objectStore('meta').put({ userId, branchId, at: kit.generatedAt }, 'keptFor')
  await tx.done
  return { products: products.length, generatedAt: kit.generatedAt }
}

/** The kit kept for a branch, or none (never read online on this device). */
export async function keptKit(branchId: number) {
  const db = await tillDb()
  return (await db.get('kit', branchId)) ?? null
}

function asCounterProduct(product: KeptProduct): CounterProduct {
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    barcode: product.barcode,
    unit: product.unit,
    price: product.price,
    taxRateBp: product.taxRateBasisPoints,
    onHand: product.stock,
  } as CounterProduct
}

/**
 * A scan or a search answered from the kept catalogue as the server's
 * lookup answers it: the exact barcode or SKU, an archived product named,
 * or the sellable products whose name, SKU or barcode holds the words.
 */
export async function lookUpKept(search: string): Promise<ScanAnswer<CounterProduct>> {
  const db = await tillDb()
  const exact =
    (await db.getFromIndex('products', 'barcode', search)) ??
    (await db.getFromIndex('products', 'sku', search)) ??
    (await db.getFromIndex('products', 'sku', search.toUpperCase()))
  if (exact?.sellable) return { exact: asCounterProduct(exact), products: [] }
  if (exact) return { exact: null, products: [], archived: exact.name }
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  const matches: CounterProduct[] = []
  let cursor = await db.transaction('products').store.openCursor()
  while (cursor && matches.length < COUNTER_SEARCH_LIMIT) {
    const product = cursor.value
    const text = `${product.name} ${product.sku} ${product.barcode ?? ''}`.toLocaleLowerCase()
    if (product.sellable && words.every((word) => text.includes(word))) {
      matches.push(asCounterProduct(product))
    }
    cursor = await cursor.continue()
  }
  return { exact: null, products: matches }
}

/** The customer picker's search of the customers a kit keeps, found and shown as the server's. */
export function keptCustomerSearch(kit: OfflineKit) {
  return (search: string): CustomerChoice[] =>
    customersMatching(kit.customers, search).map(customerChoice)
}
