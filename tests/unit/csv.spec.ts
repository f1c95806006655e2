import { test } from '@japa/runner'
import { parse } from 'csv-parse/sync'
import { CsvFormatError, parseCsv } from '#services/csv/parser'
import {
  csvFilename,
  neutraliseCell,
  periodCsvFilename,
  restoreCell,
  toCsv,
} from '#services/csv/writer'
import { csvFormatFor } from '#common/csv_format'
import { DateTime } from 'luxon'

const lines = (rows: { line: number; cells: string[] }[]) => rows.map((row) => row.line)

test.group('CSV parser', () => {
  test('quoted fields keep commas, doubled quotes and line breaks', async ({ assert }) => {
    const { header, rows } = await parseCsv(
      'name,notes\n"Smith, Jane","She said ""hi"""\n"Two\nlines","a,b\nc"\n'
    )
    assert.deepEqual(header, ['name', 'notes'])
    assert.deepEqual(rows, [
      { line: 2, cells: ['Smith, Jane', 'She said "hi"'] },
      { line: 3, cells: ['Two\nlines', 'a,b\nc'] },
    ])
  })

  test('line numbers are physical lines, header first, across quoted line breaks', async ({
    assert,
  }) => {
    for (const end of ['\n', '\r\n', '\r']) {
      const text = ['name,email', `"a${end}${end}b",x@y`, '', 'c,z', `"d${end}e",w`, 'f,v'].join(
        end
      )
      const { rows } = await parseCsv(text)
      assert.deepEqual(lines(rows), [2, 6, 7, 9], JSON.stringify(end))
      assert.equal(rows[0].cells[0], `a${end}${end}b`)
    }
  })

  test('CRLF files read like LF files, and a BOM is not part of the first header', async ({
    assert,
  }) => {
    const crlf = await parseCsv(Buffer.from('\ufeffname,phone\r\nAna,123\r\nBo,456\r\n', 'utf8'))
    assert.deepEqual(crlf.header, ['name', 'phone'])
    assert.deepEqual(crlf.rows, [
      { line: 2, cells: ['Ana', '123'] },
      { line: 3, cells: ['Bo', '456'] },
    ])
  })

  test('empty and blank lines are skipped but still counted', async ({ assert }) => {
    const { header, rows } = await parseCsv('\n\nname\n\n   \nAna\n,\nBo')
    assert.deepEqual(header, ['name'])
    assert.deepEqual(rows, [
      { line: 6, cells: ['Ana'] },
      { line: 8, cells: ['Bo'] },
    ])
  })

  test('rows keep their own number of cells', async ({ assert }) => {
    const { rows } = await parseCsv('a,b\n1\n1,2,3\n')
    assert.deepEqual(
      rows.map((row) => row.cells),
      [['1'], ['1', '2', '3']]
    )
  })

  test('unusable files say why', async ({ assert }) => {
    await assert.rejects(() => parseCsv(''), /header row/)
    await assert.rejects(() => parseCsv('\r\n\r\n'), /header row/)
    await assert.rejects(() => parseCsv(Buffer.from([0x6e, 0x61, 0xff, 0xfe, 0x0a])), /UTF-8/)
    // A NUL byte is valid UTF-8 but no text (and no PostgreSQL column) holds one; UTF-16 does.
    await assert.rejects(() => parseCsv('name\nAda\u0000Lovelace\n'), /NUL characters/)
    await assert.rejects(() => parseCsv(Buffer.from('name\nAda\n', 'utf16le')), /NUL characters/)
    try {
      await parseCsv('name\n"unclosed\nrest')
      assert.fail('an unclosed quote must not parse')
    } catch (error) {
      assert.instanceOf(error, CsvFormatError)
      assert.equal(
        (error as Error).message,
        'The file is not valid CSV near line 3: a quoted cell is never closed.'
      )
    }
  })

  test('a file larger than one parsing slice reads whole, with its line numbers', async ({
    assert,
  }) => {
    // 3,000 rows of about 40 characters: past two 64 KiB slices, quotes split across them.
    const body = Array.from({ length: 3000 }, (_, i) => `"Name, ${i}","line\nbreak ${i}"`)
    const { rows } = await parseCsv(['name,notes', ...body].join('\n'))
    assert.lengthOf(rows, 3000)
    assert.deepEqual(rows[2999], { line: 6000, cells: ['Name, 2999', 'line\nbreak 2999'] })
    assert.deepEqual(rows[1234].cells, ['Name, 1234', 'line\nbreak 1234'])
  })
})

const EN = csvFormatFor('en-US')

test.group('CSV writer', () => {
  test('starts with a BOM, ends lines with CRLF and quotes what needs it', ({ assert }) => {
    const csv = toCsv(
      [
        { header: 'name', value: (row: { name: string; n: number | null }) => row.name },
        { header: 'n', value: (row) => row.n },
      ],
      [
        { name: 'Smith, Jane', n: 3 },
        { name: 'Say "hi"\nthen go', n: null },
      ],
      EN
    )
    assert.isTrue(csv.startsWith('\ufeff'))
    assert.equal(csv.slice(1), 'name,n\r\n"Smith, Jane",3\r\n"Say ""hi""\nthen go",\r\n')
  })

  test('round trip: what the writer writes the parser reads back', async ({ assert }) => {
    const values = [
      'plain',
      'comma, inside',
      'quote " inside',
      'line\r\nbreak',
      'ünïcødé ✓ 日本',
      '',
      '  spaced  ',
    ]
    const csv = toCsv(
      [
        { header: 'value', value: (row: { value: string }) => row.value },
        { header: 'same', value: (row) => row.value },
      ],
      values.map((value) => ({ value })),
      EN
    )
    const { header, rows } = await parseCsv(Buffer.from(csv, 'utf8'))
    assert.deepEqual(header, ['value', 'same'])
    assert.deepEqual(
      rows.map((row) => row.cells[0]),
      values.filter((value) => value !== '')
    )
    // The same text through a different reader: csv-parse on its own.
    const plain = parse(csv, { bom: true }) as string[][]
    assert.deepEqual(
      plain.slice(1).map((row) => row[0]),
      values
    )
  })

  test('cells a spreadsheet would run as formulas are made text', ({ assert }) => {
    for (const value of ['=1+2', '+33 1 23', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      assert.equal(neutraliseCell(value), `'${value}`)
      assert.equal(restoreCell(neutraliseCell(value)), value)
    }
    for (const value of ['Jane', "'quoted", 'a=b', '', "'", "''x"]) {
      assert.equal(neutraliseCell(value), value)
      assert.equal(restoreCell(value), value)
    }
    // Text that itself starts with a quote before a formula sign keeps that quote.
    for (const value of ["'=1+2", "'+44 20 7946 0958", "''-x", "'@home"]) {
      assert.equal(neutraliseCell(value), `'${value}`)
      assert.equal(restoreCell(neutraliseCell(value)), value, value)
    }
    const csv = toCsv(
      [
        { header: 'text', value: (row: { text: string; amount: number }) => row.text },
        { header: 'amount', value: (row) => row.amount },
      ],
      [{ text: '=HYPERLINK("http://evil.test","x")', amount: -250 }],
      EN
    )
    const [, row] = parse(csv, { bom: true }) as string[][]
    assert.deepEqual(row, ['\'=HYPERLINK("http://evil.test","x")', '-250'])
  })

  test('an amount written as decimal text stays a number, negative too; anything else is refused', ({
    assert,
  }) => {
    const columns = [{ header: 'net', value: (row: { net: string }) => ({ decimal: row.net }) }]
    assert.equal(
      toCsv(columns, [{ net: '-29.83' }, { net: '0.00' }], EN),
      '\ufeffnet\r\n-29.83\r\n0.00\r\n'
    )
    assert.throws(() => toCsv(columns, [{ net: '=1+2' }], EN), 'Not a decimal: =1+2')
    assert.throws(() => toCsv(columns, [{ net: '-1e5' }], EN), 'Not a decimal: -1e5')
  })

  test('booleans read yes or no; file names carry the day in the shop time zone', ({ assert }) => {
    const csv = toCsv(
      [{ header: 'active', value: (row: { on: boolean }) => row.on }],
      [{ on: true }, { on: false }],
      EN
    )
    assert.equal(csv, '\ufeffactive\r\nyes\r\nno\r\n')
    const late = DateTime.utc(2026, 3, 11, 3, 30)
    assert.equal(csvFilename('customers', 'UTC', late), 'customers-2026-03-11.csv')
    assert.equal(csvFilename('customers', 'America/New_York', late), 'customers-2026-03-10.csv')
  })
})

test.group('CSV in the shop’s locale', () => {
  test('where the comma is the decimal mark, cells are separated by semicolons', ({ assert }) => {
    assert.deepEqual(csvFormatFor('de-DE'), { separator: ';', decimalMark: ',' })
    assert.deepEqual(csvFormatFor('fr-FR'), { separator: ';', decimalMark: ',' })
    assert.deepEqual(csvFormatFor('en-US'), { separator: ',', decimalMark: '.' })
    assert.deepEqual(csvFormatFor('en-GB'), { separator: ',', decimalMark: '.' })
    assert.deepEqual(csvFormatFor('ja-JP'), { separator: ',', decimalMark: '.' })
  })

  test('a de-DE file: decimal comma, semicolons, text with either mark quoted only as needed', ({
    assert,
  }) => {
    const csv = toCsv(
      [
        { header: 'Product', value: (row: { name: string; net: string; n: number }) => row.name },
        { header: 'Net sales', value: (row) => ({ decimal: row.net }) },
        { header: 'Items', value: (row) => row.n },
      ],
      [
        { name: 'Brot; groß', net: '195.70', n: 3 },
        { name: 'Milch, 1 l', net: '-2.05', n: -1 },
      ],
      csvFormatFor('de-DE')
    )
    assert.equal(
      csv,
      '\ufeffProduct;Net sales;Items\r\n"Brot; groß";195,70;3\r\nMilch, 1 l;-2,05;-1\r\n'
    )
  })

  test('the parser finds the separator in the header row; quoted marks do not count', async ({
    assert,
  }) => {
    const semicolons = await parseCsv('\ufeffName;"Notes, long";Price\r\nBrot;"a; b";1,99\r\n')
    assert.deepEqual(semicolons.header, ['Name', 'Notes, long', 'Price'])
    assert.deepEqual(semicolons.rows[0].cells, ['Brot', 'a; b', '1,99'])
    const commas = await parseCsv('"Name; first",Price\nMilk,1.99\n')
    assert.deepEqual(commas.header, ['Name; first', 'Price'])
    assert.deepEqual(commas.rows[0].cells, ['Milk', '1.99'])
  })

  test('a report’s file name says its days once', ({ assert }) => {
    assert.equal(
      periodCsvFilename('sales', '2026-11-01', '2026-11-30'),
      'sales-2026-11-01-to-2026-11-30.csv'
    )
    assert.equal(periodCsvFilename('revenue', '2026-11-26', '2026-11-26'), 'revenue-2026-11-26.csv')
  })
})
