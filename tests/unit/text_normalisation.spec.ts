import { test } from '@japa/runner'
import vine, { errors } from '@vinejs/vine'
import { productFields } from '#validators/product'
import { customerFields } from '#validators/customer'
import {
  characterCount,
  code,
  isBlank,
  normalizeCode,
  SKU_MESSAGE,
  text,
  VISIBLE_TEXT_MESSAGE,
} from '#validators/text'
import { normalizeText } from '#common/text'

const ZWSP = '\u200B'
const ZWNJ = '\u200C'
const ZWJ = '\u200D'

/** The value a schema keeps, or its first field message. */
async function check(schema: ReturnType<typeof vine.string>, value: unknown) {
  try {
    const { field } = await vine.create({ field: schema }).validate({ field: value })
    return { value: field as unknown }
  } catch (error) {
    if (error instanceof errors.E_VALIDATION_ERROR) return { message: error.messages[0].message }
    throw error
  }
}

test.group('Text normalisation', () => {
  test('NFKC turns compatibility forms into plain letters and digits', ({ assert }) => {
    assert.equal(normalizeCode('ＡＢＣ１'), 'ABC1')
    assert.equal(normalizeText('ﬁsh ｃａｋｅ'), 'fish cake')
    assert.equal(normalizeText('Cafe\u0301'), 'Café')
    assert.equal(normalizeText('Café').length, 4)
  })

  test('format characters are dropped; joiners stay only between characters in free text', ({
    assert,
  }) => {
    assert.equal(normalizeCode(`BEV${ZWSP}-010\uFEFF`), 'BEV-010')
    assert.equal(normalizeCode(`A${ZWNJ}B${ZWJ}C\u00AD\u200E`), 'ABC')
    assert.equal(normalizeText(`${ZWSP} Ann${ZWSP}a \u202E`), 'Anna')
    assert.equal(normalizeText(`می${ZWNJ}خواهم`), `می${ZWNJ}خواهم`, 'Persian keeps its ZWNJ')
    assert.equal(normalizeText(`👩${ZWJ}💻`), `👩${ZWJ}💻`, 'an emoji sequence stays whole')
    assert.equal(normalizeText(`${ZWJ}${ZWNJ} Tea ${ZWJ}`), 'Tea')
  })

  test('text of spaces, invisible, combining characters or fillers is blank', ({ assert }) => {
    for (const blank of [
      '',
      '   ',
      `${ZWSP}${ZWNJ}${ZWJ}`,
      '\u3164\u3164',
      '\u2800',
      '\u115F\u1160',
      '\u034F\u0301',
      '\u00A0\u2003\u3000',
    ]) {
      assert.isTrue(isBlank(normalizeText(blank)), JSON.stringify(blank))
    }
    for (const visible of ['a', '·', '😀', 'Ж', '中']) assert.isFalse(isBlank(visible), visible)
  })

  test('length counts characters, not UTF-16 units', ({ assert }) => {
    assert.equal(characterCount('😀😀'), 2)
    assert.equal('😀😀'.length, 4)
    assert.equal(characterCount('𝐀b'), 2)
  })

  test('text() keeps the normal form and counts characters', async ({ assert }) => {
    const name = text({ min: 1, max: 5 })
    assert.deepEqual(await check(name, ' ｃａｋｅ '), { value: 'cake' })
    assert.deepEqual(await check(name, `Ann${ZWSP}a`), { value: 'Anna' })
    assert.deepEqual(await check(name, '😀😀😀😀😀'), { value: '😀😀😀😀😀' })
    assert.deepEqual(await check(name, '😀😀😀😀😀😀'), {
      message: 'The field must have at most 5 characters.',
    })
    assert.deepEqual(await check(text({ min: 2, max: 5 }), '😀'), {
      message: 'The field must have at least 2 characters.',
    })
  })

  test('text() refuses a required value with nothing visible; an optional one becomes empty', async ({
    assert,
  }) => {
    const visible = VISIBLE_TEXT_MESSAGE.replace('{{ field }}', 'field')
    for (const blank of [`${ZWSP}${ZWSP}`, '\u3164', `\u2800 ${ZWJ}`, '\u034F']) {
      assert.deepEqual(
        await check(text({ min: 1, max: 50 }), blank),
        { message: visible },
        JSON.stringify(blank)
      )
      assert.deepEqual(await check(text({ max: 50 }), blank), { value: '' })
    }
  })

  test('code() normalises before the rules chained after it', async ({ assert }) => {
    const branchCode = code()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,10}$/)
    assert.deepEqual(await check(branchCode, 'ｄｔｎ'), { value: 'DTN' })
    assert.deepEqual(await check(branchCode, `D${ZWSP}TN`), { value: 'DTN' })
  })

  test('a SKU is ASCII after NFKC: full-width passes as ASCII, Cyrillic lookalikes are refused', async ({
    assert,
  }) => {
    const sku = productFields().sku
    assert.deepEqual(await check(sku, 'ＡＢＣ１'), { value: 'ABC1' })
    assert.deepEqual(await check(sku, `BEV${ZWSP}-010`), { value: 'BEV-010' })
    assert.deepEqual(await check(sku, 'VEG_100%'), { value: 'VEG_100%' })
    for (const lookalike of ['ВЕV-010', 'BEV-О10', 'ТЕА-АВ']) {
      assert.deepEqual(await check(sku, lookalike), { message: SKU_MESSAGE }, lookalike)
    }
  })

  test('a customer name made only of invisible characters is refused', async ({ assert }) => {
    const result = await check(customerFields().name, `${ZWSP}\u3164${ZWJ}`)
    assert.deepEqual(result, { message: VISIBLE_TEXT_MESSAGE.replace('{{ field }}', 'field') })
  })
})
