/**
 * Low stock, as the menu's badge, the dashboard and the stocks list read it:
 * what one branch holds of a product at or under the product's reorder
 * level. Branches are never added together, so two branches holding 5 each
 * of a product reordered at 20 are both low, not 10 together.
 */
export function isLowStock(onHand: number, reorderLevel: number) {
  return onHand <= reorderLevel
}
