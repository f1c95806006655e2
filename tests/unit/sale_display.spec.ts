import { test } from '@japa/runner'
import { saleFigures, type SaleLineInput } from '#common/sale_totals'
import { rowsAddUp, saleDisplay } from '#common/sale_display'

/** 2 × 0.99 with 0.06 off the line, and 4.50; 0.50 off the order. */
const LINES = (taxRateBp: number): SaleLineInput[] => [
  { unitPrice: 99, quantity: 2, taxRateBp, discount: { kind: 'amount', value: 6 } },
  { unitPrice: 450, quantity: 1, taxRateBp, discount: null },
]
const ORDER_DISCOUNT = { kind: 'amount' as const, value: 50 }

function displayed(taxRateBp: number, pricesIncludeTax: boolean) {
  const figures = saleFigures(LINES(taxRateBp), ORDER_DISCOUNT, pricesIncludeTax)
  return { figures, display: saleDisplay(figures.lines, figures, pricesIncludeTax) }
}

test.group('Sale display convention', () => {
  test('tax added: lines before tax with their own discount, then order discount, tax, total', ({
    assert,
  }) => {
    const { figures, display } = displayed(800, false)
    assert.deepEqual(display.lines, [
      { gross: 198, discount: 6, amount: 192 },
      { gross: 450, discount: 0, amount: 450 },
    ])
    assert.deepEqual(display.rows, [
      { kind: 'subtotal', label: 'Subtotal', amount: 642 },
      { kind: 'order_discount', label: 'Order discount', amount: -50 },
      { kind: 'tax', label: 'Tax', amount: 47 },
      { kind: 'total', label: 'Total', amount: 639 },
    ])
    assert.equal(figures.total, 639)
    assert.isTrue(rowsAddUp(display.rows))
  })

  test('tax included: lines as charged; tax stated, not added', ({ assert }) => {
    const { figures, display } = displayed(2000, true)
    assert.deepEqual(
      display.lines.map((line) => line.amount),
      [192, 450]
    )
    assert.deepEqual(display.rows, [
      { kind: 'subtotal', label: 'Subtotal', amount: 642 },
      { kind: 'order_discount', label: 'Order discount', amount: -50 },
      { kind: 'tax_included', label: 'Tax included', amount: 99 },
      { kind: 'total', label: 'Total', amount: 592 },
    ])
    assert.equal(figures.total, 592)
    assert.isTrue(rowsAddUp(display.rows))
  })

  test('no order discount: no row for it; the lines add up to the subtotal', ({ assert }) => {
    const figures = saleFigures(LINES(800), null, false)
    const display = saleDisplay(figures.lines, figures, false)
    assert.deepEqual(
      display.rows.map((row) => row.kind),
      ['subtotal', 'tax', 'total']
    )
    assert.equal(
      display.lines.reduce((sum, line) => sum + line.amount, 0),
      display.rows[0].amount
    )
    assert.isTrue(rowsAddUp(display.rows))
  })

  test('rows that do not add up are caught', ({ assert }) => {
    assert.isFalse(
      rowsAddUp([
        { kind: 'subtotal', label: 'Subtotal', amount: 100 },
        { kind: 'tax', label: 'Tax', amount: 8 },
        { kind: 'total', label: 'Total', amount: 100 },
      ])
    )
  })
})
