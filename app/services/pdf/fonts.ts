import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as fontkit from 'fontkit'
import decompressWoff2 from 'wawoff2/decompress.js'

/**
 * Unicode fonts for every PDF (labels, receipts), from npm packages so
 * every installation has them: DejaVu Sans covers Latin, Greek, Cyrillic, Arabic (with its joining
 * forms), Hebrew, Armenian and Georgian; Noto Sans SC, shipped as about a
 * hundred WOFF2 slices by Unicode range, covers Chinese and
 * Japanese kana; a compact Noto Sans KR covers the 2,350 common Hangul
 * syllables. Each run of a name is set in the first font that has its
 * glyphs; only the slices a document needs are read, once per process, and
 * unpacked to TrueType (PDFKit copies glyph outlines as stored, which in
 * WOFF2 are transformed). PDFKit embeds a subset of each font: only the
 * glyphs drawn.
 */
const require = createRequire(import.meta.url)
const DEJAVU = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const NOTO_SC = join(dirname(require.resolve('noto-sans-sc/package.json')), 'noto_sans_sc_regular')
const NOTO_KR = join(dirname(require.resolve('noto-sans-kr/package.json')), 'fonts')

export interface PdfFont {
  /** Name the font is registered under in a PDF document. */
  name: string
  /** The parsed font, measured here and handed to PDFKit, which embeds the glyphs drawn. */
  face: fontkit.Font
}

const loaded = new Map<string, PdfFont>()

function remember(name: string, data: Buffer) {
  const font = { name, face: fontkit.create(data) as fontkit.Font }
  loaded.set(name, font)
  return font
}

function load(name: string, path: string): PdfFont {
  return loaded.get(name) ?? remember(name, readFileSync(path))
}

export const sansFont = () => load('DejaVuSans', join(DEJAVU, 'DejaVuSans.ttf'))
export const boldFont = () => load('DejaVuSans-Bold', join(DEJAVU, 'DejaVuSans-Bold.ttf'))
export const digitsFont = () => load('DejaVuSansMono', join(DEJAVU, 'DejaVuSansMono.ttf'))
const hangulFont = () => load('NotoSansKR', join(NOTO_KR, 'NotoSans-Regular.woff'))

/** [first, last, file] ranges of the CJK slices, sorted, read from the package's stylesheet. */
let cjkRanges: [number, number, string][] | null = null

function cjkSlices() {
  if (!cjkRanges) {
    const css = readFileSync(join(NOTO_SC, 'css.css'), 'utf8')
    const ranges: [number, number, string][] = []
    for (const block of css.split('@font-face').slice(1)) {
      const file = block.match(/url\(([^)]+\.woff2)\)/)?.[1]
      const list = block.match(/unicode-range:\s*([^;]+);/)?.[1]
      if (!file || !list) continue
      for (const part of list.split(',')) {
        const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
        ranges.push([Number.parseInt(from, 16), Number.parseInt(to ?? from, 16), file])
      }
    }
    cjkRanges = ranges.sort((a, b) => a[0] - b[0])
  }
  return cjkRanges
}

function cjkSliceOf(codePoint: number) {
  const ranges = cjkSlices()
  let low = 0
  let high = ranges.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const [from, to, file] = ranges[middle]
    if (codePoint < from) high = middle - 1
    else if (codePoint > to) low = middle + 1
    else return { name: `NotoSansSC-${file.split('.').at(-2)}`, file }
  }
  return null
}

/** Reads the CJK slices the given texts need that the base font cannot draw. */
export async function loadFontsFor(texts: string[]) {
  const base = sansFont()
  const wanted = new Map<string, string>()
  for (const text of texts) {
    for (const char of text) {
      const codePoint = char.codePointAt(0)!
      if (base.face.hasGlyphForCodePoint(codePoint)) continue
      const slice = cjkSliceOf(codePoint)
      if (slice && !loaded.has(slice.name)) wanted.set(slice.name, slice.file)
    }
  }
  for (const [name, file] of wanted) {
    const data = await decompressWoff2(readFileSync(join(NOTO_SC, file)))
    remember(name, Buffer.from(data))
  }
}

/**
 * The font that draws this character: the base font when it can, else a
 * CJK slice read by `loadFontsFor`, else the Hangul font; null if none can.
 */
export function fontFor(codePoint: number, base: PdfFont): PdfFont | null {
  if (base.face.hasGlyphForCodePoint(codePoint)) return base
  const slice = cjkSliceOf(codePoint)
  const font = slice && loaded.get(slice.name)
  if (font && font.face.hasGlyphForCodePoint(codePoint)) return font
  const hangul = hangulFont()
  return hangul.face.hasGlyphForCodePoint(codePoint) ? hangul : null
}
