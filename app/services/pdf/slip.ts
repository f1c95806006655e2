import PDFDocument from 'pdfkit'
import { drawBarcode } from '#common/labels/layout'
import { barcodeGeometry } from '#services/labels/barcodes'
import { PT_PER_MM } from '#services/labels/pdf'
import { boldFont, digitsFont, sansFont, type PdfFont } from '#services/pdf/fonts'
import { lineWidth, textRuns } from '#services/pdf/text'
import { PdfTextWriter, setLines, type SetLine } from '#services/pdf/writer'

/**
 * The slips the shop prints at the counter (receipts, Z reports): on an
 * 80 mm roll (one page, exactly as long as the slip) or on A4, text in
 * embedded fonts for whatever script it is written in, top to bottom.
 */
export type SlipPaper = '80mm' | 'a4'

/** Width and margin of each paper in points; a roll is as long as its slip. */
export const SLIP_PAPERS: Record<SlipPaper, { width: number; margin: number; fontSize: number }> = {
  '80mm': { width: 80 * PT_PER_MM, margin: 4 * PT_PER_MM, fontSize: 8 },
  'a4': { width: 595.28, margin: 15 * PT_PER_MM, fontSize: 10 },
}
const A4_HEIGHT = 841.89
/** Tall enough for any slip on a roll, to measure it before the real page is cut. */
const MEASURING_HEIGHT = 14_400

/** Space between two lines' baselines, in font sizes: room for CJK glyphs beside Latin. */
const LINE_HEIGHT = 1.25

type LineSetter = (text: string, base: PdfFont, fontSize: number, width: number) => SetLine[]

/** setLines, remembering each text's lines: the roll sets every text twice (measure, then draw). */
function memoisedLines(): LineSetter {
  const set = new Map<string, SetLine[]>()
  return (text, base, fontSize, width) => {
    const key = [text, base.name, fontSize, width].join('\u0000')
    let lines = set.get(key)
    if (!lines) set.set(key, (lines = setLines(text, base, fontSize, width)))
    return lines
  }
}

/** Writes a slip down the page from its top margin; `y` is where the next line goes. */
export class SlipCursor {
  readonly width: number
  readonly margin: number
  readonly fontSize: number
  readonly inner: number
  y: number
  private writer: PdfTextWriter

  constructor(
    private doc: PDFKit.PDFDocument,
    paper: SlipPaper,
    private linesOf: LineSetter
  ) {
    const { width, margin, fontSize } = SLIP_PAPERS[paper]
    this.width = width
    this.margin = margin
    this.fontSize = fontSize
    this.inner = width - 2 * margin
    this.y = margin
    this.writer = new PdfTextWriter(doc)
  }

  /** Lines set in `base`, each moved right by `indent(line)`, from the current height down. */
  private put(lines: SetLine[], base: PdfFont, size: number, indent: (line: SetLine) => number) {
    const ascent = base.face.ascent / base.face.unitsPerEm
    for (const line of lines) {
      this.writer.line(line, size, this.margin + indent(line), this.y + size * ascent)
      this.y += size * LINE_HEIGHT
    }
  }

  text(value: string, options: { bold?: boolean; align?: 'left' | 'center'; size?: number } = {}) {
    const base = options.bold ? boldFont() : sansFont()
    const size = options.size ?? this.fontSize
    const inner = this.inner
    const lines = this.linesOf(value, base, size, inner)
    this.put(lines, base, size, (line) =>
      options.align === 'center' ? (inner - line.width) / 2 : line.rtl ? inner - line.width : 0
    )
  }

  /** A label on the left and an amount on the right, on one row. */
  row(label: string, amount: string, strong = false) {
    const base = strong ? boldFont() : sansFont()
    const size = strong ? this.fontSize * 1.3 : this.fontSize
    const [amountLine] = this.linesOf(amount, base, size, this.inner)
    const top = this.y
    this.put([amountLine], base, size, () => this.inner - amountLine.width)
    const after = this.y
    this.y = top
    this.put(
      this.linesOf(label, base, size, this.inner - amountLine.width - 6),
      base,
      size,
      () => 0
    )
    this.y = Math.max(after, this.y)
  }

  rule() {
    this.y += this.fontSize * 0.4
    this.doc
      .moveTo(this.margin, this.y)
      .lineTo(this.width - this.margin, this.y)
      .lineWidth(0.5)
      .stroke('#000')
    this.y += this.fontSize * 0.6
  }

  /** The code as a vector barcode (Code 128 for a document number), centred, its text under it. */
  barcode(code: string | null) {
    const geometry = barcodeGeometry(code)
    if (!geometry) return
    this.y += this.fontSize
    const box = {
      x: this.margin / PT_PER_MM,
      y: this.y / PT_PER_MM,
      width: Math.min(this.inner / PT_PER_MM, 60),
      height: 14,
    }
    box.x += (this.inner / PT_PER_MM - box.width) / 2
    const drawing = drawBarcode(geometry, box)
    this.doc.save()
    this.doc.scale(PT_PER_MM)
    for (const bar of drawing.bars) this.doc.rect(bar.x, bar.y, bar.width, bar.height)
    this.doc.fill('black')
    const digits = digitsFont()
    for (const digit of drawing.digits) {
      const digitWidth = lineWidth(textRuns(digit.text, digits), digit.fontSize)
      this.writer.run(digit.text, digits, digit.fontSize, digit.x - digitWidth / 2, digit.baseline)
    }
    this.doc.restore()
    this.y += box.height * PT_PER_MM + this.fontSize
  }

  /** Where the slip ends, its bottom margin included. */
  end() {
    return this.y + this.margin
  }
}

/**
 * The slip as a PDF: `draw` lays it out with the cursor (the fonts for its
 * texts already read); a roll's is drawn once to measure its length, then
 * on a page of that length.
 */
export async function renderSlipPdf(
  paper: SlipPaper,
  title: string,
  draw: (cursor: SlipCursor, doc: PDFKit.PDFDocument) => Promise<void>
): Promise<Buffer> {
  const { width } = SLIP_PAPERS[paper]
  const lines = memoisedLines()
  let height = A4_HEIGHT
  if (paper === '80mm') {
    const measuring = new PDFDocument({ size: [width, MEASURING_HEIGHT], margin: 0 })
    const cursor = new SlipCursor(measuring, paper, lines)
    await draw(cursor, measuring)
    height = cursor.end()
  }
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    info: { Title: title, Producer: 'POS Center' },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  await draw(new SlipCursor(doc, paper, lines), doc)
  doc.end()
  return done
}
