import { useState, type ReactNode } from 'react'
import { Head, router } from '@inertiajs/react'
import { Breadcrumbs, type Crumb } from '~/components/breadcrumbs'
import { importUrl } from '~/lib/routes'
import { useShop } from '~/lib/shop'
import { ScrollRegion } from '~/components/scroll_region'

export interface ImportPreviewData<Row> {
  id: string
  filename: string
  totalRows: number
  validCount: number
  errorCount: number
  ignoredColumns: string[]
  expiresAt: string
  newCount: number
  changedCount: number
  unchangedCount: number
  errors: { line: number; messages: string[] }[]
  validRows: {
    line: number
    row: Row
    /** new: creates a record; changed: updates the one it matches; unchanged: matches it exactly. */
    status: 'new' | 'changed' | 'unchanged'
    changes: Record<string, { from: unknown; to: unknown }>
  }[]
}

/** How a page names a changed field and shows its values (money in the shop's currency). */
export interface ChangeFormat {
  label: (field: string) => string
  value: (field: string, value: unknown) => string
}

const STATUS_BADGES = {
  new: { label: 'New', className: 'text-bg-success' },
  changed: { label: 'Changes', className: 'text-bg-warning' },
  unchanged: { label: 'Unchanged', className: 'text-bg-secondary' },
} as const

/**
 * Step 2 of a CSV import, for any area: what the dry run found, bad rows by
 * their line in the file. Only confirming stores anything.
 */
export function ImportPreview<Row>({
  preview,
  area,
  routes,
  noun,
  columns,
  matchedBy,
  format,
  trail,
  parent,
  explained,
}: {
  preview: ImportPreviewData<Row>
  area: string
  /** The area whose routes are `{routes}.*`. */
  routes: 'customers' | 'products' | 'suppliers' | 'stocktakes'
  /** The way back, when not the area's list and its import (a stocktake's counts). */
  trail?: Crumb[]
  /** The record the import adds to, named in each of its routes (`{ stocktake: 7 }`). */
  parent?: { stocktake: number }
  /** What importing a row does, when rows do not create or update records by a key. */
  explained?: ReactNode
  noun: { one: string; many: string }
  columns: { header: string; className?: string; render: (row: Row) => ReactNode }[]
  /** The field a row is matched by, as people call it: "SKU", "email". */
  matchedBy: string
  format: ChangeFormat
}) {
  const toApply = preview.newCount + preview.changedCount
  const shop = useShop()
  const [processing, setProcessing] = useState(false)

  function send(method: 'post' | 'delete', url: string) {
    router.visit(url, {
      method,
      onStart: () => setProcessing(true),
      onFinish: () => setProcessing(false),
    })
  }

  return (
    <>
      <Head title="Import preview" />
      <Breadcrumbs
        trail={
          trail ?? [
            { label: area, route: `${routes}.index` },
            { label: 'Import', route: `${routes}.import` },
          ]
        }
        current="Preview"
      />
      <h1 className="h3 mb-1">Import preview</h1>
      <p className="text-body-secondary mb-4">
        {preview.filename}: {preview.totalRows} row{preview.totalRows === 1 ? '' : 's'} read.
        Nothing has been imported yet. This preview is kept until {shop.dateTime(preview.expiresAt)}
        .
      </p>

      <div className="row g-3 mb-4">
        {(
          [
            ['new-count', preview.newCount, `new ${noun.many}`, 'border-success-subtle'],
            ['changed-count', preview.changedCount, `${noun.many} to change`, 'border-warning'],
            ['unchanged-count', preview.unchangedCount, 'unchanged, left as they are', ''],
            [
              'error-count',
              preview.errorCount,
              'with problems, left out',
              preview.errorCount ? 'border-danger-subtle' : '',
            ],
          ] as const
        ).map(([testId, count, label, border]) => (
          <div key={testId} className="col-6 col-lg-3">
            <div className={`card h-100 ${border}`}>
              <div className="card-body">
                <div className="display-6" data-testid={testId}>
                  {count}
                </div>
                <div>{label}</div>
              </div>
            </div>
          </div>
        ))}
      </div>

      {preview.ignoredColumns.length > 0 && (
        <div className="alert alert-warning" role="status">
          Columns ignored (not known to this import):{' '}
          {preview.ignoredColumns.map((column) => `“${column}”`).join(', ')}.
        </div>
      )}

      {preview.errors.length > 0 && (
        <section className="card mb-4" aria-labelledby="errors-heading">
          <div className="card-body">
            <h2 id="errors-heading" className="h5">
              Rows that will not be imported
            </h2>
            <p className="small text-body-secondary">
              Line numbers count the header as line 1. Fix these in the file and upload it again, or
              import the rest now.
            </p>
            <ScrollRegion label="Rows that will not be imported">
              <table className="table table-sm align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col" style={{ width: 90 }}>
                      Line
                    </th>
                    <th scope="col">Problems</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.errors.map((error) => (
                    <tr key={error.line} data-testid={`error-line-${error.line}`}>
                      <td>{error.line}</td>
                      <td>
                        <ul className="list-unstyled mb-0">
                          {error.messages.map((message) => (
                            <li key={message}>{message}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            {preview.errorCount > preview.errors.length && (
              <p className="small mt-2 mb-0">
                And {preview.errorCount - preview.errors.length} more rows with problems.
              </p>
            )}
          </div>
        </section>
      )}

      {preview.validRows.length > 0 && (
        <section className="card mb-4" aria-labelledby="valid-heading">
          <div className="card-body">
            <h2 id="valid-heading" className="h5">
              Rows ready to import
            </h2>
            <p className="small text-body-secondary">
              {explained ?? (
                <>
                  A row with the same {matchedBy} as a stored {noun.one} updates it with the columns
                  the file has; other rows add new {noun.many}.
                </>
              )}
            </p>
            <ScrollRegion label="Rows ready to import">
              <table className="table table-sm align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col" style={{ width: 90 }}>
                      Line
                    </th>
                    <th scope="col">Import does</th>
                    {columns.map((column) => (
                      <th key={column.header} scope="col" className={column.className}>
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.validRows.map(({ line, row, status, changes }) => (
                    <tr key={line} data-testid={`row-line-${line}`}>
                      <td>{line}</td>
                      <td data-testid={`row-status-${line}`}>
                        <span className={`badge ${STATUS_BADGES[status].className}`}>
                          {STATUS_BADGES[status].label}
                        </span>
                        {status === 'changed' && (
                          <ul className="list-unstyled small mb-0 mt-1">
                            {Object.entries(changes).map(([field, change]) => (
                              <li key={field}>
                                {format.label(field)}: {format.value(field, change.from)} →{' '}
                                {format.value(field, change.to)}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      {columns.map((column) => (
                        <td key={column.header} className={column.className}>
                          {column.render(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            {preview.validCount > preview.validRows.length && (
              <p className="small mt-2 mb-0">
                And {preview.validCount - preview.validRows.length} more rows.
              </p>
            )}
          </div>
        </section>
      )}

      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={processing || toApply === 0}
          onClick={() =>
            send('post', importUrl(`${routes}.import.confirm`, { ...parent, id: preview.id }))
          }
        >
          {processing && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          Import {toApply} {toApply === 1 ? noun.one : noun.many}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={processing}
          onClick={() =>
            send('delete', importUrl(`${routes}.import.destroy`, { ...parent, id: preview.id }))
          }
        >
          Discard
        </button>
      </div>
    </>
  )
}
