import bwipjs from 'bwip-js/node'
import { checkBarcode, QUIET_ZONES, type Symbology } from '#common/barcode'
import type { BarcodeGeometry } from '#common/labels/layout'

/** Centre (in modules from the symbol's left edge) of each human-readable digit. */
function digitCentres(symbology: Symbology, code: string): [string, number, number][] {
  const cells = (digits: string, from: number) =>
    [...digits].map((digit, index): [string, number, number] => [digit, from + 7 * index + 3.5, 1])
  switch (symbology) {
    case 'ean13':
      return [[code[0], -5, 1], ...cells(code.slice(1, 7), 3), ...cells(code.slice(7), 50)]
    case 'ean8':
      return [...cells(code.slice(0, 4), 3), ...cells(code.slice(4), 36)]
    case 'upca':
      return [
        [code[0], -4.5, 0.8],
        ...cells(code.slice(1, 6), 10),
        ...cells(code.slice(6, 11), 50),
        [code[11], 99.5, 0.8],
      ]
    case 'code128':
      return []
  }
}

/**
 * The bars of a product's barcode in module units, encoded by bwip-js in
 * the symbology its digits call for, or null when the code cannot be
 * printed (a wrong check digit, characters Code 128 cannot carry).
 */
export function barcodeGeometry(code: string | null): BarcodeGeometry | null {
  if (!code) return null
  const check = checkBarcode(code)
  if (!check.valid) return null
  const symbology = check.symbology
  // With its text, BWIPP marks the guard bars that reach down between the digits.
  const [symbol] = bwipjs.raw(symbology, code, { includetext: true })
  const widths = (symbol as { sbs: number[] }).sbs
  const bottoms = (symbol as { bbs?: number[] }).bbs ?? []
  const bars: BarcodeGeometry['bars'] = []
  let x = 0
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push([x, width, (bottoms[index / 2] ?? 0) < 0])
    x += width
  })
  const [quietLeft, quietRight] = QUIET_ZONES[symbology]
  const digits = digitCentres(symbology, code)
  if (symbology === 'code128') digits.push([code, x / 2, 1])
  return { code, symbology, modules: x, quietLeft, quietRight, bars, digits }
}
