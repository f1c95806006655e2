import { test } from '@japa/runner'
import { contentBoxes, drawBarcode, labelBox, layoutPages, type Box } from '#common/labels/layout'
import { LABEL_FIELDS, LABEL_TEMPLATES, findTemplate } from '#common/labels/templates'
import { barcodeGeometry } from '#services/labels/barcodes'
import { loadFontsFor, sansFont } from '#services/pdf/fonts'
import { fitText, lineWidth, textRuns } from '#services/pdf/text'
import { keepNumbersWithUnits, NO_BREAK_SPACE } from '#common/labels/units'

const template = (id: string) => findTemplate(id)!
const EPSILON = 1e-6

function inside(inner: Box, outer: Box) {
  return (
    inner.x >= outer.x - EPSILON &&
    inner.y >= outer.y - EPSILON &&
    inner.x + inner.width <= outer.x + outer.width + EPSILON &&
    inner.y + inner.height <= outer.y + outer.height + EPSILON
  )
}

test.group('Label layout', () => {
  test('first and last label of a full sheet sit on the die-cut grid', ({ assert }) => {
    // [template, first x, first y, last x, last y] from the sheet makers' specifications.
    const grid: [string, number, number, number, number][] = [
      ['a4-3x7', 7.25, 15.15, 7.25 + 2 * 66.04, 15.15 + 6 * 38.1],
      ['a4-4x10', 8, 21.5, 8 + 3 * 48.5, 21.5 + 9 * 25.4],
      ['roll-50x25', 0, 0, 0, 0],
      ['roll-58x40', 0, 0, 0, 0],
    ]
    for (const [id, firstX, firstY, lastX, lastY] of grid) {
      const sheet = template(id)
      const perPage = sheet.columns * sheet.rows
      const [page] = layoutPages(sheet, [{ key: 1, count: perPage }], { top: 0, left: 0 })
      assert.lengthOf(page.labels, perPage, id)
      const first = page.labels[0].label
      const last = page.labels.at(-1)!.label
      assert.approximately(first.x, firstX, 0.001, id)
      assert.approximately(first.y, firstY, 0.001, id)
      assert.approximately(last.x, lastX, 0.001, id)
      assert.approximately(last.y, lastY, 0.001, id)
      assert.deepEqual([last.width, last.height], [sheet.label.width, sheet.label.height])
      assert.isTrue(inside(last, { x: 0, y: 0, ...sheet.page }), `${id} last label on the page`)
    }
  })

  test('labels fill sheets along rows, in item order, breaking pages when a sheet is full', ({
    assert,
  }) => {
    const pages = layoutPages(
      template('a4-3x7'),
      [
        { key: 7, count: 20 },
        { key: 8, count: 5 },
      ],
      { top: 0, left: 0 }
    )
    assert.deepEqual(
      pages.map((page) => page.labels.length),
      [21, 4]
    )
    assert.deepEqual(
      pages[0].labels.map((label) => label.key),
      [...Array(20).fill(7), 8]
    )
    assert.deepEqual(
      pages[1].labels.map((label) => [label.key, label.position]),
      [
        [8, 1],
        [8, 2],
        [8, 3],
        [8, 4],
      ]
    )
    assert.deepEqual(pages[0].labels[3].label, labelBox(template('a4-3x7'), 4))
    assert.approximately(pages[0].labels[3].label.y, 15.15 + 38.1, 0.001)
  })

  test('a roll prints one label per page; an empty job has no page', ({ assert }) => {
    const pages = layoutPages(
      template('roll-50x25'),
      [
        { key: 1, count: 3 },
        { key: 2, count: 2 },
      ],
      { top: 0, left: 0 }
    )
    assert.lengthOf(pages, 5)
    assert.isTrue(pages.every((page) => page.labels.length === 1))
    assert.deepEqual(
      pages.map((page) => page.labels[0].key),
      [1, 1, 1, 2, 2]
    )
    assert.deepEqual(layoutPages(template('a4-3x7'), [], { top: 0, left: 0 }), [])
  })

  test('starting further down a used sheet skips its first positions, on the first sheet only', ({
    assert,
  }) => {
    const pages = layoutPages(template('a4-4x10'), [{ key: 1, count: 3 }], { top: 0, left: 0 }, 39)
    assert.deepEqual(
      pages.map((page) => page.labels.map((label) => label.position)),
      [[39, 40], [1]]
    )
    assert.approximately(pages[0].labels[0].label.x, 8 + 2 * 48.5, 0.001)
  })

  test('offsets move the printed content, not the die-cut labels, within the allowed range', ({
    assert,
  }) => {
    const sheet = template('a4-3x7')
    const [page] = layoutPages(sheet, [{ key: 1, count: 1 }], { top: 1.5, left: -2 })
    const placed = page.labels[0]
    assert.deepEqual(placed.label, labelBox(sheet, 1))
    assert.approximately(placed.content.x, 7.25 + sheet.padding - 2, 0.001)
    assert.approximately(placed.content.y, 15.15 + sheet.padding + 1.5, 0.001)
    assert.approximately(placed.content.width, 63.5 - 2 * sheet.padding, 0.001)

    const [far] = layoutPages(sheet, [{ key: 1, count: 1 }], { top: 40, left: -40 })
    assert.approximately(far.labels[0].content.y, 15.15 + sheet.padding + sheet.maxOffset, 0.001)
    assert.approximately(far.labels[0].content.x, 7.25 + sheet.padding - sheet.maxOffset, 0.001)
  })

  test('nothing is ever printed off the page, whatever the offsets and fields', ({ assert }) => {
    for (const sheet of LABEL_TEMPLATES) {
      const perPage = sheet.columns * sheet.rows
      for (const [top, left] of [
        [-99, -99],
        [99, 99],
        [-99, 99],
        [99, -99],
        [0, 0],
      ]) {
        const pages = layoutPages(sheet, [{ key: 1, count: perPage * 2 + 1 }], { top, left })
        assert.lengthOf(pages, 3)
        for (const placed of pages.flatMap((page) => page.labels)) {
          const page = { x: 0, y: 0, ...sheet.page }
          assert.isTrue(inside(placed.content, page), `${sheet.id} content on the page`)
          if (sheet.kind === 'sheet') assert.isTrue(inside(placed.label, page))
          const boxes = contentBoxes(placed.content, LABEL_FIELDS)
          for (const box of Object.values(boxes)) {
            assert.isTrue(
              inside(box, {
                x: 0,
                y: 0,
                width: placed.content.width,
                height: placed.content.height,
              }),
              `${sheet.id} field`
            )
          }
        }
      }
    }
  })

  test('fields stack without overlapping; the barcode takes the rest of the label', ({
    assert,
  }) => {
    const content = { width: 44.5, height: 21.4 }
    const all = contentBoxes(content, LABEL_FIELDS)
    assert.isBelow(all.name!.y + all.name!.height, all.price!.y + 0.001)
    assert.equal(all.price!.y, all.sku!.y)
    assert.isAtMost(all.price!.x + all.price!.width, all.sku!.x + 0.001)
    assert.isAtLeast(all.barcode!.y, all.price!.y + all.price!.height)
    assert.approximately(all.barcode!.y + all.barcode!.height, content.height, 0.001)

    const barcodeOnly = contentBoxes(content, ['barcode'])
    assert.deepEqual(Object.keys(barcodeOnly), ['barcode'])
    assert.deepEqual(barcodeOnly.barcode, { x: 0, y: 0, width: 44.5, height: 21.4 })
    assert.equal(contentBoxes(content, ['name']).name!.maxLines, 3)
  })
})

test.group('Barcode drawing', () => {
  test('each symbology keeps its quiet zones and its digits inside the box', ({ assert }) => {
    for (const [code, symbology, modules] of [
      ['4006381333931', 'ean13', 95],
      ['96385074', 'ean8', 67],
      ['036000291452', 'upca', 95],
      ['SKU-0042/B', 'code128', undefined],
    ] as const) {
      const geometry = barcodeGeometry(code)!
      assert.equal(geometry.symbology, symbology)
      if (modules) assert.equal(geometry.modules, modules, code)
      const box = { x: 10, y: 20, width: 44.5, height: 11 }
      const drawing = drawBarcode(geometry, box)
      const module = drawing.moduleWidth
      const firstBar = drawing.bars[0]
      const lastBar = drawing.bars.at(-1)!
      assert.isAtLeast(firstBar.x - box.x, geometry.quietLeft * module - 0.01, `${code} left quiet`)
      assert.isAtLeast(
        box.x + box.width - (lastBar.x + lastBar.width),
        geometry.quietRight * module - 0.01,
        `${code} right quiet`
      )
      for (const bar of drawing.bars) assert.isTrue(inside(bar, box), `${code} bar in box`)
      const digits = drawing.digits.map((digit) => digit.text).join('')
      assert.equal(digits, code)
      for (const digit of drawing.digits) {
        assert.isAtMost(digit.baseline, box.y + box.height)
        assert.isAtLeast(digit.x, box.x)
        assert.isAtMost(digit.x, box.x + box.width)
      }
    }
  })

  test('guard bars reach down between the digits of EAN and UPC codes', ({ assert }) => {
    const drawing = drawBarcode(barcodeGeometry('4006381333931')!, {
      x: 0,
      y: 0,
      width: 40,
      height: 15,
    })
    const heights = new Set(drawing.bars.map((bar) => bar.height))
    assert.equal(heights.size, 2)
    assert.lengthOf(
      drawing.bars.filter((bar) => bar.height === Math.max(...heights)),
      6
    )
  })

  test('codes that cannot be printed have no barcode', ({ assert }) => {
    assert.isNull(barcodeGeometry(null))
    assert.isNull(barcodeGeometry('4006381333932'))
    assert.isNull(barcodeGeometry('naïve'))
  })
})

test.group('Label text', () => {
  const names = {
    latin: 'Organic whole milk',
    cyrillic: 'Молоко цельное',
    greek: 'Ελαιόλαδο παρθένο',
    arabic: 'زيت زيتون بكر',
    chinese: '有机全脂牛奶',
    japanese: 'のテキスト',
    korean: '한국어 우유',
  }

  test('every script gets a font that has its glyphs: no missing-glyph boxes', async ({
    assert,
  }) => {
    await loadFontsFor(Object.values(names))
    for (const [script, name] of Object.entries(names)) {
      for (const run of textRuns(name, sansFont())) {
        const glyphs = run.font.face.layout(run.text).glyphs
        assert.isTrue(
          glyphs.every((glyph) => glyph.id !== 0),
          `${script}: "${run.text}" in ${run.font.name}`
        )
      }
    }
  })

  test('Arabic is one right-to-left run, shaped into its joining forms', async ({ assert }) => {
    const runs = textRuns(names.arabic, sansFont())
    assert.lengthOf(runs, 1)
    assert.isTrue(runs[0].rtl)
    const face = runs[0].font.face
    const shaped = face.layout(names.arabic).glyphs.map((glyph) => glyph.id)
    const isolated = [...names.arabic].map(
      (char) => face.glyphForCodePoint(char.codePointAt(0)!).id
    )
    assert.notDeepEqual(shaped, isolated.reverse())
  })

  test('a mixed line keeps Latin digits left-to-right inside right-to-left text', async ({
    assert,
  }) => {
    const fitted = fitText(
      'زيت زيتون 1L',
      { width: 50, maxLines: 1, fontSize: 3, minFontSize: 2 },
      sansFont()
    )
    const line = fitted.lines[0]
    assert.isTrue(line.rtl)
    assert.equal(line.runs[0].text, '1L')
    assert.isFalse(line.runs[0].rtl)
  })

  test('a number and its unit stay on one line, drawn with a plain space', async ({ assert }) => {
    const text = 'Rolled oats wholegrain 500 g'
    const lineTexts = (width: number) =>
      fitText(text, { width, maxLines: 3, fontSize: 3, minFontSize: 3 }, sansFont()).lines.map(
        (line) => line.runs.map((run) => run.text).join('')
      )
    // Every width from a whole line down to a word a line: "500" never ends a line before "g".
    for (let width = 60; width >= 10; width -= 1) {
      const lines = lineTexts(width)
      assert.isFalse(
        lines.some((line, index) => line.endsWith('500') && lines[index + 1]?.startsWith('g')),
        `${width} mm: ${JSON.stringify(lines)}`
      )
      assert.isFalse(lines.join('').includes(NO_BREAK_SPACE))
    }
  })

  test('long names wrap, then shrink, then end with an ellipsis, never wider than the box', async ({
    assert,
  }) => {
    const long =
      'An extremely long product name that goes on and on beyond any sane label width, twice over'
    const cjk = '有机全脂牛奶'.repeat(10)
    await loadFontsFor([long, cjk])
    for (const text of [long, cjk]) {
      const fitted = fitText(
        text,
        { width: 40, maxLines: 2, fontSize: 3, minFontSize: 2.1 },
        sansFont()
      )
      assert.isAtMost(fitted.lines.length, 2)
      assert.isAtLeast(fitted.fontSize, 2.1)
      for (const line of fitted.lines) {
        assert.isAtMost(lineWidth(line.runs, fitted.fontSize), 40.0001)
      }
      assert.isTrue(fitted.lines.at(-1)!.runs.at(-1)!.text.endsWith('…'))
    }
    const short = fitText(
      'Milk',
      { width: 40, maxLines: 2, fontSize: 3, minFontSize: 2 },
      sansFont()
    )
    assert.equal(short.fontSize, 3)
    assert.lengthOf(short.lines, 1)
  })
})

test.group('Numbers with their units', () => {
  test('the space before a unit is made no-break, and only there', ({ assert }) => {
    const nbsp = NO_BREAK_SPACE
    assert.equal(keepNumbersWithUnits('Rolled oats 500 g'), `Rolled oats 500${nbsp}g`)
    assert.equal(keepNumbersWithUnits('Cola 330 ml Can'), `Cola 330${nbsp}ml Can`)
    assert.equal(keepNumbersWithUnits('Olive oil 1.5 L'), `Olive oil 1.5${nbsp}L`)
    assert.equal(keepNumbersWithUnits('Eggs 6 x 60 g'), `Eggs 6${nbsp}x 60${nbsp}g`)
    assert.equal(keepNumbersWithUnits('Voucher 20 % off'), `Voucher 20${nbsp}% off`)
    assert.equal(keepNumbersWithUnits('Pack of 2 gums'), 'Pack of 2 gums')
    assert.equal(keepNumbersWithUnits('Aisle 4 lane 2'), 'Aisle 4 lane 2')
  })
})
