import { randomInt } from 'node:crypto'
import { gtinCheckDigit } from '#common/barcode'

/**
 * A random in-store EAN-13: GS1 keeps prefixes 20 to 29 for a shop's own
 * numbering, so these never collide with a manufacturer's code. Uniqueness
 * against the catalogue is the caller's check.
 */
export function randomInStoreEan13() {
  let body = String(20 + randomInt(10))
  for (let index = 0; index < 10; index++) body += String(randomInt(10))
  return body + String(gtinCheckDigit(body))
}
