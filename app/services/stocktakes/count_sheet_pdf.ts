import PDFDocument from 'pdfkit'
import { DateTime } from 'luxon'
import { boldFont, digitsFont, loadFontsFor, sansFont } from '#services/pdf/fonts'
import { PT_PER_MM } from '#services/labels/pdf'
import { fitText } from '#services/pdf/text'
import { PdfTextWriter } from '#services/pdf/writer'
import type { CountSheet } from '#services/stocktakes/stocktake_queries'

const PAGE = { width: 595.28, height: 841.89, margin: 15 * PT_PER_MM }
const ROW = 20
const FONT_SIZE = 9
/** The empty box a counter writes the figure in. */
const BOX_WIDTH = 28 * PT_PER_MM

/**
 * A stocktake's count sheet for counting on paper: A4, its lines by
 * category then name, each with its SKU and barcode and an empty box to
 * write the count in (and what the branch held, unless the count is blind).
 * Text through the documents' shared writer, in a font for every script.
 */
export async function renderCountSheetPdf(sheet: CountSheet): Promise<Buffer> {
  await loadFontsFor(sheet.lines.flatMap((line) => [line.name, line.category ?? '']))
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: { Title: `Count sheet ${sheet.number}`, Producer: 'POS Center' },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const writer = new PdfTextWriter(doc)
  /** Text fitted on one line of `width`, each run in the font that has its glyphs. */
  const write = (value: string, x: number, y: number, width: number, base = sansFont()) => {
    const fitted = fitText(value, { width, maxLines: 1, fontSize: FONT_SIZE, minFontSize: 7 }, base)
    const line = fitted.lines[0]
    if (!line) return
    const left = x + (line.rtl ? width - line.width : 0)
    writer.line(line, fitted.fontSize, left, y + FONT_SIZE)
  }
  const inner = PAGE.width - 2 * PAGE.margin
  const columns = {
    name: PAGE.margin,
    sku: PAGE.margin + inner * 0.45,
    barcode: PAGE.margin + inner * 0.6,
    expected: PAGE.margin + inner - BOX_WIDTH - 60,
    box: PAGE.margin + inner - BOX_WIDTH,
  }
  let y = PAGE.margin
  let page = 0
  const started = sheet.startedAt
    ? DateTime.fromISO(sheet.startedAt).setZone(sheet.timezone).setLocale(sheet.locale)
    : null

  const header = () => {
    page += 1
    if (page > 1) doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 })
    y = PAGE.margin
    write(`Count sheet ${sheet.number}`, PAGE.margin, y, inner, boldFont())
    y += ROW
    write(
      `${sheet.branch} · ${sheet.coverage}${started ? ` · frozen ${started.toLocaleString(DateTime.DATETIME_MED)}` : ''} · page ${page}`,
      PAGE.margin,
      y,
      inner
    )
    y += ROW
    write('Product', columns.name, y, columns.sku - columns.name - 6, boldFont())
    write('SKU', columns.sku, y, columns.barcode - columns.sku - 6, boldFont())
    write('Barcode', columns.barcode, y, 90, boldFont())
    if (sheet.withExpected) write('Expected', columns.expected, y, 54, boldFont())
    write('Counted', columns.box, y, BOX_WIDTH, boldFont())
    y += ROW
  }

  header()
  let category: string | null | undefined
  for (const line of sheet.lines) {
    const heading = line.category !== category
    if (y + ROW * (heading ? 2 : 1) > PAGE.height - PAGE.margin) header()
    if (heading) {
      category = line.category
      write(category ?? 'No category', PAGE.margin, y + 4, inner, boldFont())
      y += ROW
    }
    write(line.name, columns.name, y + 4, columns.sku - columns.name - 6)
    write(line.sku, columns.sku, y + 4, columns.barcode - columns.sku - 6, digitsFont())
    write(line.barcode ?? '', columns.barcode, y + 4, 90, digitsFont())
    if (sheet.withExpected) write(String(line.expected), columns.expected, y + 4, 54, digitsFont())
    doc
      .rect(columns.box, y + 1, BOX_WIDTH, ROW - 2)
      .lineWidth(0.6)
      .stroke('#000')
    y += ROW
  }
  doc.end()
  return done
}
