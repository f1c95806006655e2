import { DateTime } from 'luxon'
import Customer from '#models/customer'
import Product from '#models/product'

/** A few products and customers whose names share "oat", for search tests. */
export async function searchFixtures() {
  const products = await Product.createMany([
    { name: 'Oat milk 1 L', sku: 'OAT-MILK-1', barcode: '2000000000015', price: 349, cost: 98765 },
    { name: 'Oat bar', sku: 'OAT-BAR', price: 129, cost: 55, isActive: false },
    { name: 'Rolled oats 500 g', sku: 'OATS-500', price: 299, cost: 120 },
    { name: '50% off voucher', sku: 'VOUCHER-50', price: 0, cost: 0 },
    { name: 'Water 500 ml', sku: 'WATER-500', price: 99, cost: 20 },
    { name: 'Tea a_b blend', sku: 'TEA-AB', price: 450, cost: 200 },
    { name: 'Tea axb blend', sku: 'TEA-AXB', price: 450, cost: 200 },
  ])
  const customers = await Customer.createMany([
    { name: 'Olivia Oates', email: 'olivia@example.test', phone: '+1 555 0101' },
    { name: 'Boat Club', email: 'club@example.test', isActive: false },
    { name: 'Erased customer', email: null, erasedAt: DateTime.utc() },
  ])
  return { products, customers }
}

/** `count` active products all matching `word`, to reach the per-group cap. */
export async function manyProducts(word: string, count: number) {
  return Product.createMany(
    Array.from({ length: count }, (_, index) => ({
      name: `${word} ${String(index).padStart(2, '0')}`,
      sku: `${word.toUpperCase()}-${index}`,
      price: 100 + index,
      cost: 50,
    }))
  )
}
