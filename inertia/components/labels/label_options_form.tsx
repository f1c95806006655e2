import { labelsPerPage, type LabelField, type LabelTemplate } from '#common/labels/templates'
import type { LabelOptions } from '~/lib/labels/use_label_options'

const FIELD_LABELS: Record<LabelField, string> = {
  name: 'Name',
  price: 'Price',
  sku: 'SKU',
  barcode: 'Barcode with its digits',
}

/** Template, what each label shows, the offsets for this printer and the first label of a sheet. */
export function LabelOptionsForm({
  templates,
  allFields,
  options,
}: {
  templates: LabelTemplate[]
  allFields: LabelField[]
  options: LabelOptions
}) {
  const { template } = options
  return (
    <>
      <div className="mb-3">
        <label htmlFor="label-template" className="form-label">
          Template
        </label>
        <select
          id="label-template"
          className="form-select"
          value={template.id}
          onChange={(event) => options.chooseTemplate(event.target.value)}
        >
          {templates.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Each label shows</legend>
        {allFields.map((field) => (
          <div className="form-check form-check-inline" key={field}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`label-field-${field}`}
              checked={options.fields.includes(field)}
              onChange={(event) => options.showField(field, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`label-field-${field}`}>
              {FIELD_LABELS[field]}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="row g-3">
        {(['top', 'left'] as const).map((side) => {
          const invalid = options.offsets[side] === null
          return (
            <div className="col-6 col-md-4" key={side}>
              <label htmlFor={`label-offset-${side}`} className="form-label">
                {side === 'top' ? 'Top offset (mm)' : 'Left offset (mm)'}
              </label>
              <input
                id={`label-offset-${side}`}
                type="number"
                step={0.1}
                min={-template.maxOffset}
                max={template.maxOffset}
                className={`form-control${invalid ? ' is-invalid' : ''}`}
                value={options.offsetText[side]}
                aria-invalid={invalid}
                aria-describedby="label-offset-help"
                onChange={(event) => options.changeOffset(side, event.target.value)}
              />
              {invalid && (
                <div className="invalid-feedback">
                  −{template.maxOffset} to {template.maxOffset} mm
                </div>
              )}
            </div>
          )
        })}
        {template.kind === 'sheet' && (
          <div className="col-12 col-md-4">
            <label htmlFor="label-start" className="form-label">
              Start at label
            </label>
            <select
              id="label-start"
              className="form-select"
              value={options.start}
              onChange={(event) => options.setStart(Number(event.target.value))}
            >
              {Array.from({ length: labelsPerPage(template) }, (_, index) => (
                <option key={index + 1} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p id="label-offset-help" className="form-text mb-0">
        Offsets move the print to line it up with your label stock (positive: down and right). This
        browser remembers them for each template.
      </p>
    </>
  )
}
