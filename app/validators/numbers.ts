import vine from '@vinejs/vine'
import { MAX_BASIS_POINTS } from '#common/basis_points'
import { MAX_RECORD_ID } from '#support/record_id'

/**
 * A whole number from 0 as a form's numeric field sends it: a JSON number.
 * Those fields send what they could not read as the typed text, which is
 * refused here rather than read in the wrong unit ("150" typed as a
 * percentage is not 150 basis points), so numeric strings are not converted.
 */
export const wholeNumber = () => vine.number({ strict: true }).withoutDecimals().min(0)

/** A rate in integer basis points, from 0 to 100 %. */
export const basisPoints = () => wholeNumber().max(MAX_BASIS_POINTS)

/**
 * A row's id as a filter or form sends it (query strings send text):
 * positive, whole, and within PostgreSQL's `integer`, past which the
 * database would fail rather than find nothing.
 */
export const recordId = () => vine.number().positive().withoutDecimals().max(MAX_RECORD_ID)
