import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Branch from '#models/branch'
import Product from '#models/product'
import User from '#models/user'
import { saveQuickKeys } from '#services/sales/quick_keys'
import type { QuickKeyColour } from '#common/quick_key_colours'

/** [SKU, label or null]: bakery and produce sold loose, mostly without a barcode, and chilled drinks. */
type DemoKey = readonly [string, string | null]

/**
 * The demo's quick keys per branch, page by page, as the manager arranged
 * them, each page's keys in one colour, and the pastries of the bakery in another.
 */
const DEMO_QUICK_KEYS: Record<
  string,
  { name: string; colour: QuickKeyColour; keys: DemoKey[]; pastries?: string[] }[]
> = {
  DTN: [
    {
      name: 'Bakery',
      colour: 'orange',
      pastries: ['BAK-014', 'BAK-016'],
      keys: [
        ['BAK-012', null],
        ['BAK-013', null],
        ['BAK-005', 'Baguette'],
        ['BAK-015', null],
        ['BAK-014', 'Muffin'],
        ['BAK-016', 'Doughnut'],
        ['BAK-010', 'Bagels 5'],
      ],
    },
    {
      name: 'Drinks',
      colour: 'blue',
      keys: [
        ['BEV-004', 'Cola can'],
        ['BEV-001', 'Water 500 ml'],
        ['BEV-012', 'Iced tea'],
        ['BEV-013', 'Energy drink'],
        ['BEV-009', 'Orange juice'],
      ],
    },
  ],
  NTH: [
    {
      name: 'Produce',
      colour: 'green',
      keys: [
        ['PRD-001', null],
        ['PRD-005', null],
        ['PRD-013', null],
        ['PRD-010', 'Blueberries'],
        ['PRD-020', null],
        ['PRD-025', null],
      ],
    },
  ],
}

/** The quick keys, saved by the demo manager through the screen's own service. */
export async function seedQuickKeys(trx: TransactionClientContract) {
  const manager = await User.query({ client: trx })
    .where('email', 'manager@demo.test')
    .preload('role')
    .firstOrFail()
  const skus = Object.values(DEMO_QUICK_KEYS).flatMap((pages) =>
    pages.flatMap((page) => page.keys.map(([sku]) => sku))
  )
  const products = await Product.query({ client: trx }).whereIn('sku', skus)
  const idOf = new Map(products.map((product) => [product.sku, product.id]))
  for (const [code, pages] of Object.entries(DEMO_QUICK_KEYS)) {
    const branch = await Branch.findByOrFail('code', code, { client: trx })
    await saveQuickKeys(
      branch.id,
      pages.map((page) => ({
        name: page.name,
        keys: page.keys.map(([sku, label]) => ({
          productId: idOf.get(sku)!,
          label,
          colour: page.pastries?.includes(sku) ? ('red' as const) : page.colour,
        })),
      })),
      { user: manager, ip: null },
      trx
    )
  }
}
