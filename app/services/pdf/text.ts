import { fontFor, type PdfFont } from './fonts.js'
import { keepNumbersWithUnits, NO_BREAK_SPACE } from '#common/labels/units'

/** A piece of a line set in one font and one direction. */
export interface TextRun {
  text: string
  font: PdfFont
  rtl: boolean
}

export interface FittedText {
  fontSize: number
  /** Lines in reading order; each line's runs in visual order, left to right. */
  lines: { runs: TextRun[]; width: number; rtl: boolean }[]
}

const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/
const STRONG_CHAR = /[\p{L}\p{N}]/u
const MARK_CHAR = /\p{M}|\u200d|\ufe0f/u
/** Scripts written without spaces: a line may break between any two of their characters. */
const BREAK_ANYWHERE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/
const ELLIPSIS = '…'

/**
 * Splits text into runs of one font and one direction: each character goes
 * to the first font with its glyph; spaces, punctuation and combining marks
 * stay with the run before them, so Arabic words keep joining across them.
 */
export function textRuns(text: string, base: PdfFont): TextRun[] {
  const runs: TextRun[] = []
  for (const char of text) {
    const codePoint = char.codePointAt(0)!
    const strong = STRONG_CHAR.test(char) && !MARK_CHAR.test(char)
    const previous = runs.at(-1)
    const inherit = previous && !strong && previous.font.face.hasGlyphForCodePoint(codePoint)
    const font = inherit ? previous.font : (fontFor(codePoint, base) ?? base)
    const rtl = strong || !previous ? RTL_CHAR.test(char) : previous.rtl
    if (previous && previous.font === font && previous.rtl === rtl) previous.text += char
    else runs.push({ text: char, font, rtl })
  }
  return runs
}

function runWidth(run: TextRun, fontSize: number) {
  const glyphs = run.font.face.layout(run.text)
  return (glyphs.advanceWidth / run.font.face.unitsPerEm) * fontSize
}

export function lineWidth(runs: TextRun[], fontSize: number) {
  return runs.reduce((sum, run) => sum + runWidth(run, fontSize), 0)
}

/** Spaces a line may break at: any but the no-break space that ties "300 g" together. */
const BREAKING_SPACE = /[^\S\u00a0]/

/** Pieces a line may break between: words with their trailing spaces, single CJK characters. */
function breakPieces(text: string) {
  const pieces: string[] = []
  let piece = ''
  for (const char of text) {
    if (BREAK_ANYWHERE.test(char)) {
      if (piece) pieces.push(piece)
      pieces.push(char)
      piece = ''
    } else if (BREAKING_SPACE.test(char)) {
      piece += char
    } else {
      if (piece && BREAKING_SPACE.test(piece.at(-1)!)) {
        pieces.push(piece)
        piece = ''
      }
      piece += char
    }
  }
  if (piece) pieces.push(piece)
  return pieces
}

function wrap(text: string, base: PdfFont, fontSize: number, width: number) {
  const fits = (line: string) => lineWidth(textRuns(drawn(line.trimEnd()), base), fontSize) <= width
  // Most texts fit on one line: one measurement instead of one per word.
  if (fits(text)) return text.trim() ? [text.trimEnd()] : []
  const lines: string[] = []
  let line = ''
  for (const piece of breakPieces(text)) {
    if (fits(line + piece)) {
      line += piece
      continue
    }
    if (line) lines.push(line.trimEnd())
    line = ''
    // A word wider than the label is cut between characters.
    for (const char of piece) {
      if (line && !fits(line + char)) {
        lines.push(line.trimEnd())
        line = ''
      }
      line += char
    }
  }
  if (line.trim()) lines.push(line.trimEnd())
  return lines
}

/** A line as drawn: the no-break space only guided where lines break, and is set as a space. */
function drawn(line: string) {
  return line.replaceAll(NO_BREAK_SPACE, ' ')
}

function shape(line: string, base: PdfFont, fontSize: number) {
  const runs = textRuns(drawn(line), base)
  const firstStrong = runs.find((run) => STRONG_CHAR.test(run.text))
  const rtl = firstStrong?.rtl ?? false
  return { runs: rtl ? runs.reverse() : runs, width: lineWidth(runs, fontSize), rtl }
}

/**
 * Sets text in a box: at the given size if it fits on `maxLines` lines of
 * `width`, else smaller, down to `minFontSize`; still too long, the last
 * line ends with an ellipsis. Never wider than the box, never more lines.
 */
export function fitText(
  text: string,
  options: { width: number; maxLines: number; fontSize: number; minFontSize: number },
  base: PdfFont
): FittedText {
  const clean = keepNumbersWithUnits(text.replace(/\s+/g, ' ').trim())
  let fontSize = options.fontSize
  let lines = wrap(clean, base, fontSize, options.width)
  while (lines.length > options.maxLines && fontSize > options.minFontSize) {
    fontSize = Math.max(options.minFontSize, fontSize * 0.92)
    lines = wrap(clean, base, fontSize, options.width)
  }
  if (lines.length > options.maxLines) {
    lines = lines.slice(0, options.maxLines)
    let last = lines.at(-1)!
    while (last && lineWidth(textRuns(drawn(last) + ELLIPSIS, base), fontSize) > options.width) {
      last = [...last].slice(0, -1).join('').trimEnd()
    }
    lines[lines.length - 1] = last + ELLIPSIS
  }
  return { fontSize, lines: lines.map((line) => shape(line, base, fontSize)) }
}
