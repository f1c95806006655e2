import { useState, type ReactNode } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import { useShop } from '~/lib/shop'

export interface ImportPreviewData<Row> {
  id: string
  filename: string
  totalRows: number
  validCount: number
  errorCount: number
  ignoredColumns: string[]
  expiresAt: string
  errors: { line: number; messages: string[] }[]
  validRows: { line: number; row: Row }[]
}

/**
 * Step 2 of a CSV import, for any area: what the dry run found, bad rows by
 * their line in the file. Only confirming stores anything.
 */
export function ImportPreview<Row>({
  preview,
  area,
  path,
  noun,
  columns,
}: {
  preview: ImportPreviewData<Row>
  area: string
  path: string
  noun: { one: string; many: string }
  columns: { header: string; className?: string; render: (row: Row) => ReactNode }[]
}) {
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
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link href={path}>{area}</Link> / <Link href={`${path}/import`}>Import</Link>
      </nav>
      <h1 className="h3 mb-1">Import preview</h1>
      <p className="text-body-secondary mb-4">
        {preview.filename}: {preview.totalRows} row{preview.totalRows === 1 ? '' : 's'} read.
        Nothing has been imported yet. This preview is kept until {shop.dateTime(preview.expiresAt)}
        .
      </p>

      <div className="row g-3 mb-4">
        <div className="col-sm-6">
          <div className="card border-success-subtle h-100">
            <div className="card-body">
              <div className="display-6" data-testid="valid-count">
                {preview.validCount}
              </div>
              <div>ready to import</div>
            </div>
          </div>
        </div>
        <div className="col-sm-6">
          <div className={`card h-100 ${preview.errorCount ? 'border-danger-subtle' : ''}`}>
            <div className="card-body">
              <div className="display-6" data-testid="error-count">
                {preview.errorCount}
              </div>
              <div>with problems, left out</div>
            </div>
          </div>
        </div>
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
            <div className="table-responsive">
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
            </div>
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
            <div className="table-responsive">
              <table className="table table-sm align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col" style={{ width: 90 }}>
                      Line
                    </th>
                    {columns.map((column) => (
                      <th key={column.header} scope="col" className={column.className}>
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.validRows.map(({ line, row }) => (
                    <tr key={line}>
                      <td>{line}</td>
                      {columns.map((column) => (
                        <td key={column.header} className={column.className}>
                          {column.render(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
          disabled={processing || preview.validCount === 0}
          onClick={() => send('post', `${path}/import/${preview.id}/confirm`)}
        >
          {processing && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          Import {preview.validCount} {preview.validCount === 1 ? noun.one : noun.many}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={processing}
          onClick={() => send('delete', `${path}/import/${preview.id}`)}
        >
          Discard
        </button>
      </div>
    </>
  )
}
