import { useState } from 'react'
import type { LabelField, LabelTemplate } from '#common/labels/templates'
import { LabelSheets } from '~/components/labels/label_sheets'
import type { LabelJob } from '~/lib/labels/use_label_printing'

/** How many sheets the on-screen preview draws before asking; printing draws them all. */
const PREVIEW_SHEETS = 10

/** The job at true size, with its Print and Download PDF buttons and what stops it from printing. */
export function LabelPreview({
  job,
  template,
  fields,
  price,
}: {
  job: LabelJob
  template: LabelTemplate
  fields: LabelField[]
  price: (minor: number) => string
}) {
  const [showAll, setShowAll] = useState(false)
  const { pages, total, problems, ready } = job
  const shownPages = showAll ? pages : pages.slice(0, PREVIEW_SHEETS)
  const sheetWord = template.kind === 'sheet' ? 'sheet' : 'label'
  const labels = `${total} ${total === 1 ? 'label' : 'labels'}`
  // A roll is one strip however many labels it prints; sheets are counted.
  const summary =
    template.kind === 'sheet'
      ? `${labels} on ${pages.length} ${pages.length === 1 ? 'sheet' : 'sheets'}`
      : `${labels} on 1 roll`
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="labels-preview" className="h5 mb-0 flex-grow-1">
          Preview at true size
        </h2>
        <button type="button" className="btn btn-primary" disabled={!ready} onClick={job.print}>
          <i className="bi bi-printer" aria-hidden="true" /> Print
        </button>
        {ready ? (
          <a className="btn btn-outline-primary" href={job.pdfUrl} download>
            <i className="bi bi-file-earmark-pdf" aria-hidden="true" /> Download PDF
          </a>
        ) : (
          <button type="button" className="btn btn-outline-primary" disabled>
            <i className="bi bi-file-earmark-pdf" aria-hidden="true" /> Download PDF
          </button>
        )}
      </div>
      <p className="mb-2" data-testid="label-summary" aria-live="polite">
        {job.products.size === 0 ? 'Add products to see their labels here.' : summary}
      </p>
      {problems.length > 0 && (
        <div role="alert">
          <ul className="text-danger small ps-3">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {/* Scrolls when the sheet is wider than the screen: focusable, so a keyboard can scroll it. */}
      <div
        className="label-preview"
        data-testid="label-preview"
        tabIndex={0}
        role="region"
        aria-label="Label preview"
      >
        <LabelSheets
          template={template}
          pages={shownPages}
          products={job.products}
          fields={fields}
          price={price}
        />
      </div>
      {pages.length > shownPages.length && (
        <button type="button" className="btn btn-link" onClick={() => setShowAll(true)}>
          Show all {pages.length} {sheetWord}s
        </button>
      )}
    </>
  )
}
