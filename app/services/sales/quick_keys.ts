import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Product from '#models/product'
import QuickKey from '#models/quick_key'
import QuickKeyPage from '#models/quick_key_page'
import StockLevel from '#models/stock_level'
import type { Actor } from '#services/platform/actor'
import { recordAudit } from '#services/platform/audit_log'
import { BranchScope } from '#services/platform/branch_scope'
import { operation } from '#services/platform/transactions'
import { DomainError } from '#exceptions/domain_error'
import type { QuickKeyColour } from '#common/quick_key_colours'

export interface QuickKeyInput {
  productId: number
  label?: string | null
  colour?: QuickKeyColour | null
}

export interface QuickKeyPageInput {
  name: string
  keys: QuickKeyInput[]
}

/**
 * The pages as the audit trail reads them:
 * "Bakery: Croissant (orange), Bread roll “Roll”; Drinks: Cola".
 */
function summary(pages: QuickKeyPageInput[], names: Map<number, string>) {
  return pages
    .map((page) => {
      const keys = page.keys.map((key) => {
        const name = names.get(key.productId) ?? `#${key.productId}`
        const labelled = key.label ? `${name} “${key.label}”` : name
        return key.colour ? `${labelled} (${key.colour})` : labelled
      })
      return `${page.name}: ${keys.join(', ') || 'no key'}`
    })
    .join('; ')
}

/** A branch of the actor's that is open, or the refusal as a toast. */
async function ownBranch(branchId: number, actor: Actor, within?: TransactionClientContract) {
  const scope = await BranchScope.of(actor.user, within)
  if (!scope.activeBranches().some((branch) => branch.id === branchId)) {
    throw new DomainError('Choose one of your active branches.')
  }
}

/**
 * Every key names an active product, once per page, and no two pages share
 * a name: the refusal goes beside the key or page it is about.
 */
async function checkLayout(pages: QuickKeyPageInput[], trx: TransactionClientContract) {
  const names = new Set<string>()
  pages.forEach((page, at) => {
    const name = page.name.toLocaleLowerCase()
    if (names.has(name)) {
      throw new DomainError(`Another page is already called “${page.name}”.`, {
        field: `pages.${at}.name`,
      })
    }
    names.add(name)
  })
  const ids = [...new Set(pages.flatMap((page) => page.keys.map((key) => key.productId)))]
  const products = await Product.query({ client: trx }).whereIn('id', ids)
  const byId = new Map(products.map((product) => [product.id, product]))
  pages.forEach((page, at) => {
    const seen = new Set<number>()
    page.keys.forEach((key, place) => {
      const field = `pages.${at}.keys.${place}.product_id`
      const product = byId.get(key.productId)
      if (!product) throw new DomainError('This product no longer exists.', { field })
      if (!product.isActive) {
        throw new DomainError(`“${product.name}” is archived and cannot be sold.`, { field })
      }
      if (seen.has(product.id)) {
        throw new DomainError(`“${product.name}” is already on “${page.name}”.`, { field })
      }
      seen.add(product.id)
    })
  })
  return new Map(products.map((product) => [product.id, product.name]))
}

/**
 * Saves a branch's quick keys whole: its pages in their order, each with
 * its keys in theirs. One transaction replaces what was there, so the same
 * layout sent twice (a double click) leaves the same keys; audited.
 */
export async function saveQuickKeys(
  branchId: number,
  pages: QuickKeyPageInput[],
  actor: Actor,
  within?: TransactionClientContract
) {
  await ownBranch(branchId, actor, within)
  await operation(async (trx) => {
    // One save of a branch at a time: the second waits and replaces the first's whole.
    await Branch.query({ client: trx }).where('id', branchId).forUpdate().firstOrFail()
    const names = await checkLayout(pages, trx)
    const before = await QuickKeyPage.query({ client: trx })
      .apply((scopes) => scopes.atBranch(branchId))
      .preload('keys', (keys) => keys.apply((scopes) => scopes.inOrder()).preload('product'))
    const oldIds = before.map((page) => page.id)
    await QuickKey.query({ client: trx }).whereIn('page_id', oldIds).delete()
    await QuickKeyPage.query({ client: trx }).whereIn('id', oldIds).delete()
    for (const [position, input] of pages.entries()) {
      const page = await QuickKeyPage.create(
        { branchId, name: input.name, position },
        { client: trx }
      )
      await QuickKey.createMany(
        input.keys.map((key, place) => ({
          pageId: page.id,
          productId: key.productId,
          position: place,
          label: key.label || null,
          colour: key.colour ?? null,
        })),
        { client: trx }
      )
    }
    for (const page of before) {
      for (const key of page.keys) names.set(key.productId, key.product.name)
    }
    const from = summary(
      before.map((page) => ({
        name: page.name,
        keys: page.keys.map((key) => ({
          productId: key.productId,
          label: key.label,
          colour: key.colour,
        })),
      })),
      names
    )
    const to = summary(pages, names)
    if (from === to) return
    await recordAudit(
      {
        action: 'quick_keys.saved',
        actor,
        subject: { type: 'branch', id: branchId, branchId },
        changes: { pages: { from, to } },
      },
      trx
    )
  }, within)
}

/** A branch's pages in order, each key with its product (archived ones too, to be removed). */
export function quickKeyPagesAt(branchId: number) {
  return QuickKeyPage.query()
    .apply((scopes) => scopes.atBranch(branchId))
    .preload('keys', (keys) => keys.apply((scopes) => scopes.inOrder()).preload('product'))
}

/**
 * What the counter shows at a branch: its pages, each with the keys whose
 * product may be sold, each product with what the branch holds
 * (`$extras.on_hand`), as a scan finds it.
 */
export async function counterQuickKeysAt(branchId: number) {
  const pages = await QuickKeyPage.query()
    .apply((scopes) => scopes.atBranch(branchId))
    .preload('keys', (keys) =>
      keys
        .apply((scopes) => {
          scopes.sellable()
          scopes.inOrder()
        })
        .preload('product')
    )
  const products = pages.flatMap((page) => page.keys.map((key) => key.product))
  const levels = await StockLevel.query()
    .where('branch_id', branchId)
    .whereIn(
      'product_id',
      products.map((product) => product.id)
    )
  const onHand = new Map(levels.map((level) => [level.productId, level.onHand]))
  for (const product of products) product.$extras.on_hand = onHand.get(product.id) ?? null
  return pages
}
