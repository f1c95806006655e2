import { test } from '@japa/runner'
import { SYMBOLOGY_NAMES, checkBarcode, gtinCheckDigit, symbologyOf } from '#common/barcode'
import { randomInStoreEan13 } from '#support/in_store_barcode'

test.group('Barcodes', () => {
  test('known valid codes pass their check digit', ({ assert }) => {
    for (const [code, symbology] of [
      ['4006381333931', 'ean13'],
      ['5901234123457', 'ean13'],
      ['9780306406157', 'ean13'],
      ['96385074', 'ean8'],
      ['73513537', 'ean8'],
      ['036000291452', 'upca'],
      ['012345678905', 'upca'],
      ['SKU-0042/B', 'code128'],
      ['12345', 'code128'],
    ] as const) {
      assert.deepEqual(checkBarcode(code), { valid: true, symbology }, code)
    }
  })

  test('a mistyped digit is refused with the check digit it should have', ({ assert }) => {
    for (const [code, expected] of [
      ['4006381333932', 1],
      ['96385075', 4],
      ['036000291453', 2],
    ] as const) {
      const result = checkBarcode(code)
      assert.isFalse(result.valid, code)
      if (!result.valid) {
        assert.match(result.message, /check digit does not match/)
        assert.include(result.message, `should be ${expected}`)
      }
    }
  })

  test('codes that cannot be printed are refused', ({ assert }) => {
    assert.isFalse(checkBarcode('').valid)
    assert.isFalse(checkBarcode('x'.repeat(49)).valid)
    assert.isFalse(checkBarcode('ÄBC').valid)
    assert.isFalse(checkBarcode(' ABC').valid)
    assert.isFalse(checkBarcode('AB\tC').valid)
  })

  test('check digits follow GS1 weighting', ({ assert }) => {
    assert.equal(gtinCheckDigit('400638133393'), 1)
    assert.equal(gtinCheckDigit('9638507'), 4)
    assert.equal(gtinCheckDigit('03600029145'), 2)
  })

  test('the symbology follows the length of an all-digit code', ({ assert }) => {
    for (const [code, symbology] of [
      ['0360002914521', 'ean13'],
      ['96385074', 'ean8'],
      ['036000291452', 'upca'],
      ['12345', 'code128'],
      ['1234567', 'code128'],
      ['12345678901234', 'code128'],
      ['9638507A', 'code128'],
      ['', 'code128'],
    ] as const) {
      assert.equal(symbologyOf(code), symbology, code)
    }
    assert.deepEqual(SYMBOLOGY_NAMES, {
      ean13: 'EAN-13',
      ean8: 'EAN-8',
      upca: 'UPC-A',
      code128: 'Code 128',
    })
  })

  test('generated in-store codes are valid EAN-13 with prefix 20 to 29', ({ assert }) => {
    const codes = new Set<string>()
    for (let index = 0; index < 500; index++) {
      const code = randomInStoreEan13()
      assert.match(code, /^2\d{12}$/)
      assert.deepEqual(checkBarcode(code), { valid: true, symbology: 'ean13' })
      codes.add(code)
    }
    assert.isAbove(codes.size, 495, 'ten random digits almost never repeat')
  })
})
