import type CsvImport from '#models/csv_import'
import { planStatus, type ImportRow } from '#models/csv_import'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * An import's preview as its page shows it: counts, and per shown row
 * (as the area shows it) whether it is new, changes a stored record (with
 * the fields from and to) or matches one exactly.
 */
export default class CsvImportPreviewTransformer<Row, Shown> extends BaseTransformer<CsvImport> {
  constructor(
    resource: CsvImport,
    protected showRow: (row: ImportRow<Row>) => Shown
  ) {
    super(resource)
  }

  toObject() {
    const preview = this.resource
    return {
      id: preview.id,
      filename: preview.filename,
      totalRows: preview.totalRows,
      validCount: preview.validCount,
      errorCount: preview.errorCount,
      newCount: preview.newCount,
      changedCount: preview.changedCount,
      unchangedCount: preview.unchangedCount,
      ignoredColumns: preview.ignoredColumns,
      expiresAt: preview.expiresAt.toISO()!,
      errors: preview.errors,
      validRows: (preview.shownRows as ImportRow<Row>[]).map((entry) => ({
        ...this.showRow(entry),
        status: planStatus(entry.plan),
        changes: entry.plan.changes,
      })),
    }
  }
}
