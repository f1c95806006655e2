/**
 * Barcodes the shop prints and scans: EAN-13, EAN-8
 * and UPC-A are all-digit GTINs whose last digit is a check digit; any other
 * printable code is printed as Code 128. A symbology's id is also its
 * bwip-js encoder name, for the PDF and for the pages' drawing.
 */
export type Symbology = 'ean13' | 'ean8' | 'upca' | 'code128'

const GTIN_LENGTHS: Record<number, Symbology> = { 13: 'ean13', 8: 'ean8', 12: 'upca' }

export const SYMBOLOGY_NAMES: Record<Symbology, string> = {
  ean13: 'EAN-13',
  ean8: 'EAN-8',
  upca: 'UPC-A',
  code128: 'Code 128',
}

/**
 * Blank modules a printed symbol needs left and right of its bars for a
 * scanner to find it (GS1 General Specifications; ISO/IEC 15417), on
 * labels, receipts and pages alike.
 */
export const QUIET_ZONES: Record<Symbology, [number, number]> = {
  ean13: [11, 7],
  ean8: [7, 7],
  upca: [9, 9],
  code128: [10, 10],
}

/** Longest code we accept; Code 128 labels stay scannable at shelf-label widths. */
export const MAX_BARCODE_LENGTH = 48

/** The GS1 check digit of a GTIN body: weights 3, 1, 3, ... from the right. */
export function gtinCheckDigit(body: string) {
  let sum = 0
  for (let index = 0; index < body.length; index++) {
    const digit = body.charCodeAt(body.length - 1 - index) - 48
    sum += digit * (index % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

/** Which symbology a code is printed in: all-digit 8, 12 or 13 long is a GTIN. */
export function symbologyOf(code: string): Symbology {
  return (/^\d+$/.test(code) && GTIN_LENGTHS[code.length]) || 'code128'
}

export type BarcodeCheck =
  { valid: true; symbology: Symbology } | { valid: false; symbology: Symbology; message: string }

/** Whether a code can be printed and scanned as what it looks like, with a reason if not. */
export function checkBarcode(code: string): BarcodeCheck {
  const symbology = symbologyOf(code)
  if (symbology !== 'code128') {
    const expected = gtinCheckDigit(code.slice(0, -1))
    if (Number(code.at(-1)) !== expected) {
      return {
        valid: false,
        symbology,
        message: `The ${SYMBOLOGY_NAMES[symbology]} check digit does not match: it should be ${expected}, not ${code.at(-1)}.`,
      }
    }
    return { valid: true, symbology }
  }
  if (code.length === 0 || code.length > MAX_BARCODE_LENGTH) {
    return {
      valid: false,
      symbology,
      message: `A barcode is 1 to ${MAX_BARCODE_LENGTH} characters long.`,
    }
  }
  if (!/^[\x20-\x7e]+$/.test(code) || code.trim() !== code) {
    return {
      valid: false,
      symbology,
      message:
        'A Code 128 barcode may contain only printable ASCII letters, digits and symbols, without leading or trailing spaces.',
    }
  }
  return { valid: true, symbology }
}
