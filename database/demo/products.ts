import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Product from '#models/product'
import { gtinCheckDigit } from '#common/barcode'
import { scaleRounded } from '#common/rounding'

/** [name, unit, price in cents] */
type Item = readonly [string, string, number]

interface Category {
  name: string
  code: string
  taxRateBp: number
  /** Cost as a share of the price, in percent: the shop's typical margin for the category. */
  costPercent: number
  items: Item[]
}

/** 8 categories of 25 products each, the range of a neighbourhood market. */
const CATEGORIES: Category[] = [
  {
    name: 'Beverages',
    code: 'BEV',
    taxRateBp: 800,
    costPercent: 62,
    items: [
      ['Still Spring Water 500 ml', 'bottle', 89],
      ['Still Spring Water 1.5 l', 'bottle', 149],
      ['Sparkling Mineral Water 750 ml', 'bottle', 179],
      ['Cola 330 ml Can', 'can', 99],
      ['Cola Zero 330 ml Can', 'can', 99],
      ['Cola 6 × 330 ml', 'pack', 529],
      ['Lemon-Lime Soda 2 l', 'bottle', 249],
      ['Ginger Ale 330 ml Can', 'can', 109],
      ['Orange Juice 1 l', 'carton', 349],
      ['Apple Juice 1 l', 'carton', 299],
      ['Cranberry Juice 1 l', 'carton', 379],
      ['Iced Tea Peach 500 ml', 'bottle', 169],
      ['Energy Drink 250 ml', 'can', 229],
      ['Sports Drink Blue 600 ml', 'bottle', 199],
      ['Cold Brew Coffee 250 ml', 'bottle', 329],
      ['Ground Coffee Medium Roast 250 g', 'bag', 699],
      ['Coffee Beans Espresso 1 kg', 'bag', 2199],
      ['Instant Coffee 200 g', 'jar', 849],
      ['English Breakfast Tea 80 bags', 'box', 479],
      ['Green Tea 25 bags', 'box', 319],
      ['Chamomile Tea 20 bags', 'box', 289],
      ['Hot Chocolate Mix 400 g', 'tin', 549],
      ['Oat Drink Barista 1 l', 'carton', 289],
      ['Coconut Water 330 ml', 'carton', 219],
      ['Tonic Water 4 × 200 ml', 'pack', 399],
    ],
  },
  {
    name: 'Snacks',
    code: 'SNK',
    taxRateBp: 800,
    costPercent: 55,
    items: [
      ['Sea Salt Potato Chips 150 g', 'bag', 279],
      ['Salt & Vinegar Chips 150 g', 'bag', 279],
      ['Cheese Puffs 120 g', 'bag', 249],
      ['Tortilla Chips 200 g', 'bag', 299],
      ['Salted Pretzels 250 g', 'bag', 229],
      ['Microwave Popcorn 3 × 90 g', 'box', 349],
      ['Roasted Peanuts 200 g', 'bag', 259],
      ['Mixed Nuts 150 g', 'bag', 499],
      ['Trail Mix 200 g', 'bag', 429],
      ['Milk Chocolate Bar 100 g', 'each', 189],
      ['Dark Chocolate 70 % 100 g', 'each', 239],
      ['Hazelnut Chocolate Bar 45 g', 'each', 119],
      ['Caramel Wafer Bar 40 g', 'each', 99],
      ['Gummy Bears 200 g', 'bag', 199],
      ['Sour Worms 180 g', 'bag', 209],
      ['Peppermint Gum 10 pieces', 'pack', 129],
      ['Chocolate Chip Cookies 300 g', 'pack', 329],
      ['Oat & Raisin Cookies 250 g', 'pack', 299],
      ['Rice Cakes 130 g', 'pack', 199],
      ['Granola Bars 6 × 35 g', 'box', 389],
      ['Protein Bar Peanut 60 g', 'each', 249],
      ['Beef Jerky 50 g', 'bag', 449],
      ['Dried Mango 100 g', 'bag', 359],
      ['Salted Caramel Popcorn 100 g', 'bag', 279],
      ['Crackers Cheddar 200 g', 'box', 259],
    ],
  },
  {
    name: 'Dairy',
    code: 'DRY',
    taxRateBp: 0,
    costPercent: 70,
    items: [
      ['Whole Milk 1 l', 'carton', 129],
      ['Semi-Skimmed Milk 1 l', 'carton', 125],
      ['Whole Milk 2 l', 'bottle', 239],
      ['Lactose-Free Milk 1 l', 'carton', 199],
      ['Double Cream 300 ml', 'tub', 229],
      ['Sour Cream 200 g', 'tub', 169],
      ['Greek Yogurt 500 g', 'tub', 349],
      ['Strawberry Yogurt 4 × 125 g', 'pack', 289],
      ['Natural Yogurt 1 kg', 'tub', 299],
      ['Salted Butter 250 g', 'block', 329],
      ['Unsalted Butter 250 g', 'block', 329],
      ['Mature Cheddar 400 g', 'block', 549],
      ['Mozzarella 125 g', 'each', 149],
      ['Parmesan Wedge 200 g', 'each', 599],
      ['Brie 200 g', 'each', 429],
      ['Feta 200 g', 'each', 329],
      ['Cream Cheese 200 g', 'tub', 249],
      ['Cottage Cheese 300 g', 'tub', 259],
      ['Sliced Swiss Cheese 150 g', 'pack', 319],
      ['Free-Range Eggs 6', 'box', 279],
      ['Free-Range Eggs 12', 'box', 499],
      ['Chocolate Milk 500 ml', 'bottle', 179],
      ['Kefir 500 ml', 'bottle', 269],
      ['Whipped Cream Spray 250 g', 'can', 299],
      ['Vanilla Custard 500 g', 'tub', 229],
    ],
  },
  {
    name: 'Bakery',
    code: 'BAK',
    taxRateBp: 0,
    costPercent: 45,
    items: [
      ['White Sandwich Loaf 800 g', 'each', 199],
      ['Wholemeal Loaf 800 g', 'each', 229],
      ['Sourdough Loaf', 'each', 449],
      ['Rye Bread 500 g', 'each', 329],
      ['French Baguette', 'each', 149],
      ['Ciabatta', 'each', 199],
      ['Brioche Buns 6', 'pack', 349],
      ['Burger Buns 6', 'pack', 229],
      ['Hot Dog Rolls 6', 'pack', 219],
      ['Plain Bagels 5', 'pack', 299],
      ['English Muffins 6', 'pack', 259],
      ['Croissant', 'each', 129],
      ['Pain au Chocolat', 'each', 149],
      ['Blueberry Muffin', 'each', 189],
      ['Cinnamon Roll', 'each', 219],
      ['Glazed Doughnut', 'each', 119],
      ['Chocolate Brownie', 'each', 199],
      ['Carrot Cake Slice', 'each', 299],
      ['Apple Pie 500 g', 'each', 549],
      ['Flour Tortillas 8', 'pack', 249],
      ['Pitta Bread 6', 'pack', 169],
      ['Naan Bread 2', 'pack', 199],
      ['Crumpets 6', 'pack', 149],
      ['Scones 4', 'pack', 279],
      ['Gluten-Free Loaf 400 g', 'each', 399],
    ],
  },
  {
    name: 'Produce',
    code: 'PRD',
    taxRateBp: 0,
    costPercent: 58,
    items: [
      ['Bananas', 'kg', 129],
      ['Gala Apples', 'kg', 299],
      ['Granny Smith Apples', 'kg', 319],
      ['Conference Pears', 'kg', 279],
      ['Navel Oranges', 'kg', 249],
      ['Lemons 4', 'pack', 199],
      ['Limes 4', 'pack', 219],
      ['Seedless Grapes 500 g', 'punnet', 349],
      ['Strawberries 400 g', 'punnet', 399],
      ['Blueberries 150 g', 'punnet', 299],
      ['Avocado', 'each', 129],
      ['Vine Tomatoes', 'kg', 449],
      ['Cucumber', 'each', 89],
      ['Iceberg Lettuce', 'each', 119],
      ['Baby Spinach 200 g', 'bag', 229],
      ['Carrots 1 kg', 'bag', 109],
      ['Brown Onions 1 kg', 'bag', 129],
      ['Garlic 3 bulbs', 'pack', 149],
      ['White Potatoes 2.5 kg', 'bag', 299],
      ['Sweet Potatoes', 'kg', 249],
      ['Broccoli', 'each', 139],
      ['Red Bell Pepper', 'each', 99],
      ['Button Mushrooms 250 g', 'punnet', 179],
      ['Fresh Basil', 'pot', 199],
      ['Ginger Root', 'kg', 899],
    ],
  },
  {
    name: 'Household',
    code: 'HSH',
    taxRateBp: 800,
    costPercent: 60,
    items: [
      ['Dish Soap Lemon 500 ml', 'bottle', 249],
      ['Dishwasher Tablets 40', 'box', 1099],
      ['Laundry Detergent 2 l', 'bottle', 1299],
      ['Fabric Softener 1.5 l', 'bottle', 599],
      ['All-Purpose Cleaner 750 ml', 'bottle', 349],
      ['Glass Cleaner 500 ml', 'bottle', 299],
      ['Bleach 1 l', 'bottle', 199],
      ['Toilet Cleaner 750 ml', 'bottle', 279],
      ['Paper Towels 4 rolls', 'pack', 599],
      ['Toilet Paper 9 rolls', 'pack', 749],
      ['Facial Tissues 100', 'box', 199],
      ['Kitchen Bin Bags 30 l × 20', 'roll', 349],
      ['Aluminium Foil 30 m', 'roll', 449],
      ['Cling Film 30 m', 'roll', 299],
      ['Baking Paper 10 m', 'roll', 249],
      ['Freezer Bags 1 l × 50', 'box', 279],
      ['Sponge Scourers 5', 'pack', 199],
      ['Microfibre Cloths 3', 'pack', 399],
      ['AA Batteries 4', 'pack', 699],
      ['AAA Batteries 4', 'pack', 699],
      ['LED Light Bulb E27 9 W', 'each', 499],
      ['Matches 10 boxes', 'pack', 149],
      ['Tea Lights 30', 'bag', 399],
      ['Air Freshener Spray 300 ml', 'can', 329],
      ['Rubber Gloves Medium', 'pair', 229],
    ],
  },
  {
    name: 'Personal care',
    code: 'PCR',
    taxRateBp: 800,
    costPercent: 52,
    items: [
      ['Toothpaste Mint 100 ml', 'tube', 249],
      ['Toothbrush Medium', 'each', 199],
      ['Dental Floss 50 m', 'each', 279],
      ['Mouthwash 500 ml', 'bottle', 449],
      ['Shampoo Everyday 400 ml', 'bottle', 399],
      ['Conditioner Everyday 400 ml', 'bottle', 399],
      ['Shower Gel 250 ml', 'bottle', 299],
      ['Bar Soap 4 × 100 g', 'pack', 349],
      ['Liquid Hand Soap 300 ml', 'bottle', 229],
      ['Deodorant Roll-On 50 ml', 'each', 319],
      ['Body Lotion 400 ml', 'bottle', 599],
      ['Hand Cream 75 ml', 'tube', 349],
      ['Lip Balm', 'each', 199],
      ['Sunscreen SPF 50 200 ml', 'bottle', 1099],
      ['Disposable Razors 5', 'pack', 449],
      ['Shaving Foam 250 ml', 'can', 299],
      ['Cotton Pads 80', 'pack', 179],
      ['Cotton Buds 200', 'box', 149],
      ['Plasters Assorted 40', 'box', 299],
      ['Pain Relief Tablets 16', 'box', 249],
      ['Baby Wipes 64', 'pack', 219],
      ['Nappies Size 4 × 36', 'pack', 1199],
      ['Hair Ties 20', 'pack', 249],
      ['Nail Clippers', 'each', 299],
      ['Hand Sanitiser 100 ml', 'bottle', 199],
    ],
  },
  {
    name: 'Stationery',
    code: 'STN',
    taxRateBp: 800,
    costPercent: 40,
    items: [
      ['Ballpoint Pens Blue 10', 'pack', 349],
      ['Ballpoint Pens Black 10', 'pack', 349],
      ['Gel Pens Assorted 8', 'pack', 599],
      ['HB Pencils 12', 'box', 299],
      ['Eraser', 'each', 79],
      ['Pencil Sharpener', 'each', 99],
      ['Highlighters 4', 'pack', 399],
      ['Permanent Marker Black', 'each', 179],
      ['A4 Notebook Lined 80 sheets', 'each', 299],
      ['A5 Notebook Squared 80 sheets', 'each', 229],
      ['Sticky Notes 76 × 76 mm', 'pack', 249],
      ['Copy Paper A4 500 sheets', 'ream', 649],
      ['Envelopes C5 25', 'pack', 299],
      ['Greeting Card Birthday', 'each', 349],
      ['Gift Wrap Roll 3 m', 'roll', 299],
      ['Clear Tape 19 mm', 'roll', 149],
      ['Glue Stick 21 g', 'each', 179],
      ['Scissors 21 cm', 'each', 399],
      ['Stapler with Staples', 'each', 699],
      ['Paper Clips 100', 'box', 129],
      ['Ruler 30 cm', 'each', 99],
      ['Coloured Pencils 24', 'box', 549],
      ['Ring Binder A4', 'each', 329],
      ['Plastic Sleeves A4 50', 'pack', 399],
      ['Padded Envelope Medium', 'each', 149],
    ],
  },
]

/** A GTIN of `length` digits: `body` padded to length - 1, then its check digit. */
export function gtin(body: string, length: number) {
  const padded = body.padEnd(length - 1, '0').slice(0, length - 1)
  return padded + gtinCheckDigit(padded)
}

/**
 * A deterministic mix of what a shop meets on its shelves: mostly EAN-13
 * from manufacturers, some EAN-8 on small packs, UPC-A on imports, Code 128
 * internal codes on things weighed or baked in store, and a few without any.
 */
function barcodeFor(category: Category, index: number, serial: number) {
  const item = String(serial).padStart(5, '0')
  if (category.code === 'PRD' || category.code === 'BAK') {
    if (index % 5 === 4) return null
    if (index % 2 === 0) return `CM-${category.code}-${item}`
  }
  if (index % 9 === 3) return gtin(`96${item}`, 8)
  if (index % 7 === 5) return gtin(`0${String(7_0000 + serial).padStart(5, '0')}${item}`, 12)
  const prefix = ['400', '500', '540', '761', '871', '890'][serial % 6]
  return gtin(`${prefix}${String(1000 + (serial % 97) * 7).padStart(4, '0')}${item}`, 13)
}

/** About 200 products over 8 categories, the same on every start. */
export function demoProductRows() {
  let serial = 0
  return CATEGORIES.flatMap((category) =>
    category.items.map(([name, unit, price], index) => {
      serial++
      const cost = scaleRounded(price, category.costPercent + (index % 5) * 3, 100)
      return {
        name,
        sku: `${category.code}-${String(index + 1).padStart(3, '0')}`,
        barcode: barcodeFor(category, index, serial),
        category: category.name,
        unit,
        price,
        cost,
        taxRateBp: category.taxRateBp,
        reorderLevel: [5, 10, 12, 20, 24, 6][index % 6],
        isActive: serial % 37 !== 0,
        description: null,
      }
    })
  )
}

export async function seedProducts(trx: TransactionClientContract) {
  await Product.createMany(demoProductRows(), { client: trx })
}
