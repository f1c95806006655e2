import type StocktakeLine from '#models/stocktake_line'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { lineDifference } from '#common/stocktakes'
import { multiplyAmount } from '#common/rounding'

/** A line of the variance report: expected, counted, the difference in units and at cost. */
export default class StocktakeVarianceLineTransformer extends BaseTransformer<StocktakeLine> {
  toObject() {
    const line = this.resource
    const expected = line.expected ?? 0
    const unitCost = line.unitCost ?? 0
    const difference = lineDifference({ expected, counted: line.counted, unitCost })
    return {
      id: line.id,
      productId: line.productId,
      name: line.product?.name ?? `#${line.productId}`,
      sku: line.product?.sku ?? '',
      category: line.product?.category ?? null,
      expected,
      counted: line.counted,
      unitCost,
      difference,
      differenceCost: multiplyAmount(unitCost, difference),
    }
  }
}
