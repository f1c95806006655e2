import type { Page } from 'playwright'
import type { Assert } from '@japa/assert'
import type Product from '#models/product'
import { gtinCheckDigit } from '#common/barcode'
import { labelProduct } from '#tests/helpers/products'

/** A keyboard-wedge scanner types each character this many milliseconds apart. */
export const SCAN_KEY_DELAY_MS = 5

/** Enters of a fast burst of scans (a multi-item basket): this many milliseconds apart. */
export const SCAN_GAP_MS = 50

/** A code no product has: an EAN-8 with its check digit, so only the catalogue refuses it. */
export const UNKNOWN_CODE = `9999999${gtinCheckDigit('9999999')}`

/** What a wedge scanner does: the code's characters 5 ms apart into the focused field, then Enter. */
export async function wedgeScan(page: Page, code: string) {
  await page.keyboard.type(code, { delay: SCAN_KEY_DELAY_MS })
  await page.keyboard.press('Enter')
}

/** Scans `codes` as a scanner gun on a full basket does: each Enter `gap` ms after the one before. */
export async function scanBurst(page: Page, codes: string[], gap = SCAN_GAP_MS) {
  let lastEnter = 0
  for (const code of codes) {
    await page.keyboard.type(code, { delay: SCAN_KEY_DELAY_MS })
    // The scanner's pace itself, not a wait for the page: typing took part of the gap.
    const rest = lastEnter + gap - Date.now()
    if (rest > 0) await page.waitForTimeout(rest)
    await page.keyboard.press('Enter')
    lastEnter = Date.now()
  }
}

/** Twelve active products with EAN-8 barcodes, for the bursts of `checkScanBursts`. */
export async function scannableProducts(fields: { price?: number } = {}) {
  const products: Product[] = []
  for (let index = 1; index <= 12; index++) {
    const body = `2100${String(index).padStart(3, '0')}`
    products.push(
      await labelProduct({
        name: `Scan item ${String(index).padStart(2, '0')}`,
        barcode: `${body}${gtinCheckDigit(body)}`,
        ...fields,
      })
    )
  }
  return products
}

/** A screen with a scan field, as the shared checks read it. */
export interface ScanScreen {
  /** The scan field's id. */
  fieldId: string
  /** What the document holds of the product now (0 when it has no line). */
  quantityOf: (product: Product) => Promise<number>
}

/** Reads the quantity field labelled `label(product)`; 0 while the product has no line. */
export function quantityField(page: Page, label: (product: Product) => string) {
  return async (product: Product) => {
    const field = page.getByLabel(label(product), { exact: true })
    if ((await field.count()) === 0) return 0
    return Number(await field.inputValue())
  }
}

/** Waits, polling the document, until it holds `expected` of the product. */
async function until(page: Page, screen: ScanScreen, product: Product, expected: number) {
  const deadline = Date.now() + 10_000
  let held = await screen.quantityOf(product)
  while (held !== expected && Date.now() < deadline) {
    await page.waitForTimeout(25)
    held = await screen.quantityOf(product)
  }
  return held
}

/**
 * The scan field's promises on one screen: 10 scans with Enters 50 ms apart
 * all land, in order, once each; one product scanned 5 times at that pace
 * comes to 5; an unknown code is announced by an alert naming it, and the
 * good scan right after it still lands. The field is empty after each burst.
 */
export async function checkScanBursts(
  page: Page,
  assert: Assert,
  screen: ScanScreen,
  products: Product[]
) {
  const field = page.locator(`#${screen.fieldId}`)
  await field.focus()
  const ten = products.slice(0, 10)
  await scanBurst(
    page,
    ten.map((product) => product.barcode!)
  )
  for (const product of ten) assert.equal(await until(page, screen, product, 1), 1, product.name)
  assert.equal(await field.inputValue(), '')

  const fifth = products[10]
  await scanBurst(page, Array(5).fill(fifth.barcode!))
  assert.equal(await until(page, screen, fifth, 5), 5, fifth.name)
  assert.equal(await field.inputValue(), '')

  const after = products[11]
  await scanBurst(page, [UNKNOWN_CODE, after.barcode!])
  const alert = page.getByRole('alert').filter({ hasText: UNKNOWN_CODE })
  await alert.waitFor()
  assert.include(await alert.innerText(), `Unknown code “${UNKNOWN_CODE}”`)
  assert.equal(await until(page, screen, after, 1), 1, after.name)
  assert.equal(await field.inputValue(), '')
  for (const product of ten) assert.equal(await screen.quantityOf(product), 1, product.name)
}
