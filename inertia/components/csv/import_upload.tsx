import type { FormEvent, ReactNode } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { importUrl } from '~/lib/routes'
import { Breadcrumbs, type Crumb } from '~/components/breadcrumbs'
import { SubmitButton } from '~/components/submit_button'

/**
 * Step 1 of a CSV import, for any area: choose the file. Nothing is
 * imported before its preview is confirmed.
 */
export function ImportUpload({
  area,
  routes,
  title,
  columns,
  formats,
  trail,
  parent,
}: {
  /** The list the import adds to, e.g. "Customers", whose routes are `{routes}.*`. */
  area: string
  routes: 'customers' | 'products' | 'suppliers' | 'stocktakes'
  title: string
  /** The way back, when not the area's list (a stocktake's counts go back to the stocktake). */
  trail?: Crumb[]
  /** The record the import adds to, named in each of its routes (`{ stocktake: 7 }`). */
  parent?: { stocktake: number }
  columns: { name: string; required: boolean }[]
  /** How this area's cells are written, after the list of columns. */
  formats: ReactNode
}) {
  const form = useForm<{ file: File | null }>({ file: null })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(importUrl(`${routes}.import.store`, { ...parent }), { forceFormData: true })
  }

  return (
    <>
      <Head title={title} />
      <Breadcrumbs trail={trail ?? [{ label: area, route: `${routes}.index` }]} current={title} />
      <h1 className="h3 mb-4">{title}</h1>
      <div className="card">
        <div className="card-body" style={{ maxWidth: 720 }}>
          <p>
            Upload a CSV file (UTF-8, comma-separated, at most 5 MB) whose first line names the
            columns. Known columns:{' '}
            {columns.map((column, index) => (
              <span key={column.name}>
                {index > 0 && ', '}
                <code>{column.name}</code>
                {column.required && ' (required)'}
              </span>
            ))}
            . Other columns are ignored. {formats}
          </p>
          <p className="text-body-secondary small">
            You will see every row that cannot be imported, by its line in the file, before anything
            is saved.
          </p>
          <form onSubmit={submit} noValidate>
            <div className="mb-3">
              <label htmlFor="file" className="form-label">
                CSV file
              </label>
              <input
                id="file"
                name="file"
                type="file"
                accept=".csv,text/csv"
                className={`form-control ${form.errors.file ? 'is-invalid' : ''}`}
                aria-invalid={form.errors.file ? true : undefined}
                aria-describedby={form.errors.file ? 'file-error' : undefined}
                onChange={(event) => form.setData('file', event.target.files?.[0] ?? null)}
              />
              {form.errors.file && (
                <div id="file-error" className="invalid-feedback">
                  {form.errors.file}
                </div>
              )}
            </div>
            <SubmitButton processing={form.processing} className="">
              Check the file
            </SubmitButton>
          </form>
        </div>
      </div>
    </>
  )
}
