import { execFile } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'

const run = promisify(execFile)
const require = createRequire(import.meta.url)

/** The reader's WebAssembly comes from the package on disk, never from a CDN. */
let zxingReady: Promise<unknown> | null = null
function zxing() {
  zxingReady ??= readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then(
    (wasmBinary) =>
      prepareZXingModule({
        overrides: { wasmBinary: wasmBinary.buffer as ArrayBuffer },
        fireImmediately: true,
      })
  )
  return zxingReady
}

async function withPdf<T>(pdf: Buffer, work: (file: string, dir: string) => Promise<T>) {
  const dir = await mkdtemp(join(tmpdir(), 'labels-'))
  try {
    const file = join(dir, 'labels.pdf')
    await writeFile(file, pdf)
    return await work(file, dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Page count and page sizes in points, from poppler's pdfinfo. */
export async function pdfPages(pdf: Buffer) {
  return withPdf(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '9999', file])
    const sizes = [...stdout.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map(
      (match) => ({ width: Number(match[1]), height: Number(match[2]) })
    )
    return sizes
  })
}

export interface PdfWord {
  page: number
  text: string
  /** Bounding box in millimetres from the page's top-left corner. */
  x: number
  y: number
  right: number
  bottom: number
}

/** Every word with its box, from `pdftotext -bbox`. */
export async function pdfWords(pdf: Buffer): Promise<PdfWord[]> {
  return withPdf(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-bbox', file, '-'], { maxBuffer: 64 << 20 })
    const words: PdfWord[] = []
    const mm = (points: string) => (Number(points) * 25.4) / 72
    const unescape = (text: string) =>
      text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
    stdout
      .split('<page ')
      .slice(1)
      .forEach((chunk, index) => {
        for (const match of chunk.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g
        )) {
          words.push({
            page: index + 1,
            text: unescape(match[5]),
            x: mm(match[1]),
            y: mm(match[2]),
            right: mm(match[3]),
            bottom: mm(match[4]),
          })
        }
      })
    return words
  })
}

/** The plain text of the PDF, as `pdftotext` reads it. */
export async function pdfText(pdf: Buffer) {
  return withPdf(pdf, async (file) => {
    const { stdout } = await run('pdftotext', [file, '-'])
    return stdout
  })
}

export interface DecodedBarcode {
  text: string
  format: string
}

/** A binary PGM (what `pdftoppm -gray` writes) as its size and grey pixels. */
function parsePgm(file: Buffer) {
  const header = file
    .subarray(0, 64)
    .toString('latin1')
    .match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/)
  if (!header) throw new Error('Not a binary PGM')
  return {
    width: Number(header[1]),
    height: Number(header[2]),
    pixels: file.subarray(header[0].length),
  }
}

/**
 * Rasterises every page at 300 dpi with poppler's pdftoppm, as a printer
 * would, and reads with ZXing the barcodes inside each given box (page
 * number and millimetres from the page's top-left corner): one list of
 * symbols found per box.
 */
export async function decodeBarcodesIn(
  pdf: Buffer,
  boxes: { page: number; x: number; y: number; width: number; height: number }[],
  dpi = 300
): Promise<DecodedBarcode[][]> {
  await zxing()
  return withPdf(pdf, async (file, dir) => {
    await run('pdftoppm', ['-r', String(dpi), '-gray', file, join(dir, 'page')])
    const files = await readdir(dir)
    const pages = files.filter((name) => name.endsWith('.pgm')).sort()
    const images = await Promise.all(
      pages.map(async (name) => parsePgm(await readFile(join(dir, name))))
    )
    const px = (millimetres: number) => Math.round((millimetres * dpi) / 25.4)
    const found: DecodedBarcode[][] = []
    for (const box of boxes) {
      const image = images[box.page - 1]
      const left = Math.max(0, px(box.x))
      const top = Math.max(0, px(box.y))
      const width = Math.min(image.width - left, px(box.width))
      const height = Math.min(image.height - top, px(box.height))
      const data = new Uint8ClampedArray(width * height * 4)
      for (let row = 0; row < height; row++) {
        for (let column = 0; column < width; column++) {
          const grey = image.pixels[(top + row) * image.width + left + column]
          const at = (row * width + column) * 4
          data[at] = data[at + 1] = data[at + 2] = grey
          data[at + 3] = 255
        }
      }
      const results = await readBarcodes({ data, width, height, colorSpace: 'srgb' } as ImageData, {
        formats: ['EAN-13', 'EAN-8', 'UPC-A', 'Code128'],
        maxNumberOfSymbols: 4,
        tryHarder: true,
      })
      found.push(
        results
          .filter((result) => result.isValid)
          .map((result) => ({ text: result.text, format: result.format }))
      )
    }
    return found
  })
}
