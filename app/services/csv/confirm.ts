import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import string from '@adonisjs/core/helpers/string'
import CsvImport, { type RowPlan } from '#models/csv_import'
import { recordAudit, valuesSet } from '#services/platform/audit_log'
import type { Actor } from '#services/platform/actor'
import { packRows, unpackRows } from '#services/csv/preview_rows'
import {
  countPlans,
  fieldsOf,
  findImport,
  PREVIEW_SHOWN_ROWS,
  type ImportDefinition,
  type RowUpdate,
} from '#services/csv/import'
import { timestampBinding } from '#support/sql_time'
import { turnTaker } from '#support/turns'

/*
 * The second step of a CSV import: confirming a preview writes its rows,
 * all or none, after checking them again against what is stored now.
 */

export type ConfirmResult =
  | { status: 'imported'; created: number; updated: number; unchanged: number }
  | { status: 'conflicts'; count: number }
  | { status: 'missing' }

class ConflictsFound extends Error {
  constructor(readonly conflicts: Map<number, string[]>) {
    super('conflicts found at confirmation')
  }
}

/** Said of a row whose matched record, or its absence, is not what the preview showed. */
export const STALE_ROW_MESSAGE =
  'Saved by someone else since the preview, so the changes shown are out of date. Upload the file again to compare.'

function samePlan(a: RowPlan, b: RowPlan) {
  return a.id === b.id && JSON.stringify(a.changes) === JSON.stringify(b.changes)
}

/**
 * Imports every valid row of the preview in one transaction, or none: new
 * rows are created, matched records get the changes the preview showed.
 * Every row is planned again at this moment, and if any now clashes
 * (someone saved the same barcode meanwhile) or its record changed since
 * the preview, nothing is stored and the preview is updated to show those
 * rows as problems. A preview is used once.
 */
export async function confirmImport<Row extends Record<string, unknown>>(
  definition: ImportDefinition<Row>,
  id: string,
  actor: Actor
): Promise<ConfirmResult> {
  try {
    return await db.transaction(async (trx) => {
      // Locked and deleted first: a second confirmation of the same preview finds nothing.
      const preview = await CsvImport.query({ client: trx })
        .where({ id, kind: definition.kind, user_id: actor.user.id })
        .forUpdate()
        .first()
      if (!preview || preview.expiresAt <= DateTime.utc()) return { status: 'missing' } as const
      await preview.useTransaction(trx).delete()

      const packed = await unpackRows<Row>(preview.packedRows)
      const rows = packed.map((entry) => entry.row)
      const outcomes = await definition.planRows(
        rows,
        fieldsOf(definition.columns, preview.columns),
        trx
      )
      const conflicts = new Map<number, string[]>()
      outcomes.forEach((outcome, index) => {
        if ('errors' in outcome) conflicts.set(index, outcome.errors)
        else if (!samePlan(outcome.plan, packed[index].plan)) {
          conflicts.set(index, [STALE_ROW_MESSAGE])
        }
      })
      if (conflicts.size > 0) throw new ConflictsFound(conflicts)

      const created = packed.filter((entry) => entry.plan.id === null).map((entry) => entry.row)
      const updates = packed.flatMap(({ row, plan }) =>
        plan.id !== null && Object.keys(plan.changes).length
          ? [{ id: plan.id, row, changes: plan.changes }]
          : []
      )
      if (definition.afterCommit) trx.after('commit', definition.afterCommit)
      await definition.insertRows(created, trx)
      await updateRows(definition, updates, actor, trx)
      const counts = {
        created: created.length,
        updated: updates.length,
        unchanged: rows.length - created.length - updates.length,
      }
      await recordAudit(
        {
          action: definition.auditAction,
          actor,
          subject: definition.auditSubject,
          changes: valuesSet({
            count: counts.created + counts.updated,
            ...counts,
            file: preview.filename,
          }),
        },
        trx
      )
      return { status: 'imported', ...counts } as const
    })
  } catch (error) {
    if (!(error instanceof ConflictsFound)) throw error
    await markConflicts(definition.kind, id, actor.user.id, error.conflicts)
    return { status: 'conflicts', count: error.conflicts.size }
  }
}

/** Writes each matched record's changed fields, and audits each record's update. */
async function updateRows<Row extends Record<string, unknown>>(
  definition: ImportDefinition<Row>,
  updates: RowUpdate<Row>[],
  actor: Actor,
  trx: TransactionClientContract
) {
  const now = timestampBinding(DateTime.utc(), trx.dialect.name)
  const takeTurn = turnTaker()
  for (const { id, changes } of updates) {
    await takeTurn()
    const values = Object.fromEntries(
      Object.entries(changes).map(([field, change]) => [string.snakeCase(field), change.to])
    )
    await trx
      .from(definition.table)
      .where('id', id)
      .update({ ...values, updated_at: now })
    const subject = { type: definition.subjectType, id }
    await recordAudit({ action: definition.updateAuditAction, actor, subject, changes }, trx)
    for (const extra of definition.extraUpdateAudits?.(changes) ?? []) {
      await recordAudit({ ...extra, actor, subject }, trx)
    }
  }
}

/** Moves rows that clash now from the valid list into the errors of the preview. */
async function markConflicts(
  kind: string,
  id: string,
  userId: number,
  conflicts: Map<number, string[]>
) {
  const preview = await findImport(kind, id, userId)
  if (!preview) return
  const errors = [...preview.errors]
  let newErrors = 0
  const previouslyValid = await unpackRows<Record<string, unknown>>(preview.packedRows)
  const valid = previouslyValid.filter((entry, index) => {
    const messages = conflicts.get(index)
    if (messages?.length) {
      errors.push({ line: entry.line, messages })
      newErrors++
    }
    return !messages?.length
  })
  errors.sort((a, b) => a.line - b.line)
  preview.merge({
    shownRows: valid.slice(0, PREVIEW_SHOWN_ROWS),
    packedRows: await packRows(valid),
    // The errors kept were the first by line; with the new ones, the first are still among them.
    errors: errors.slice(0, PREVIEW_SHOWN_ROWS),
    validCount: valid.length,
    ...countPlans(valid),
    errorCount: preview.errorCount + newErrors,
  })
  await preview.save()
}
