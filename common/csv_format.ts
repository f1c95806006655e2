import { decimalSeparator } from './money.js'

/**
 * How a spreadsheet in the shop's locale reads a CSV file: the decimal mark
 * its numbers are written with, and the separator between cells. Where the
 * comma is the decimal mark (de-DE, fr-FR), cells are separated by `;`, as
 * Excel and LibreOffice write and expect there; a spreadsheet given `195.70`
 * in such a locale keeps it as text.
 */
export interface CsvFormat {
  separator: ',' | ';'
  decimalMark: '.' | ','
}

export function csvFormatFor(locale: string): CsvFormat {
  // Locales with another mark (Arabic's ٫) have spreadsheets that read the point.
  return decimalSeparator(locale) === ','
    ? { separator: ';', decimalMark: ',' }
    : { separator: ',', decimalMark: '.' }
}
