/**
 * The colours a quick key may wear, so a cashier finds a kind of item at a
 * glance (the bakery's keys orange, the drinks blue). None: the plain key.
 */
export const QUICK_KEY_COLOURS = ['blue', 'green', 'orange', 'red', 'teal', 'grey'] as const

export type QuickKeyColour = (typeof QUICK_KEY_COLOURS)[number]

export const QUICK_KEY_COLOUR_NAMES: Record<QuickKeyColour, string> = {
  blue: 'Blue',
  green: 'Green',
  orange: 'Orange',
  red: 'Red',
  teal: 'Teal',
  grey: 'Grey',
}
