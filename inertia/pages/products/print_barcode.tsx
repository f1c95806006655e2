import { Head } from '@inertiajs/react'
import { useEffect, useState, type FormEvent } from 'react'
import { createPortal, flushSync } from 'react-dom'
import {
  contentBoxes,
  drawBarcode,
  layoutPages,
  type BarcodeGeometry,
  type ContentBoxes,
  type LabelPage,
  type Offsets,
  type TextBox,
} from '#common/labels/layout'
import { labelsPerPage, type LabelField, type LabelTemplate } from '#common/labels/templates'
import { useShop } from '~/lib/shop'
import '~/css/labels.scss'

interface LabelProduct {
  id: number
  name: string
  sku: string
  price: number
  barcode: string | null
  symbology: string | null
  geometry: BarcodeGeometry | null
}

interface Props {
  picked: LabelProduct[]
  notFound: number
  templates: LabelTemplate[]
  defaultTemplate: string
  fields: LabelField[]
  limits: { perProduct: number; perJob: number; products: number }
}

interface Line {
  product: LabelProduct
  count: string
}

const FIELD_LABELS: Record<LabelField, string> = {
  name: 'Name',
  price: 'Price',
  sku: 'SKU',
  barcode: 'Barcode with its digits',
}

/**
 * What the browser remembers between visits (localStorage, this device
 * only): the last template and fields, and for each template the offsets
 * that line the print up with this printer and this label stock.
 */
const STORAGE = {
  template: 'posCenter.labels.template',
  fields: 'posCenter.labels.fields',
  offsets: (templateId: string) => `posCenter.labels.offsets.${templateId}`,
}

function readStorage<T>(key: string, accept: (value: unknown) => value is T): T | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(key) ?? 'null')
    return accept(value) ? value : null
  } catch {
    return null
  }
}

function writeStorage(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full quota: the choice simply is not remembered.
  }
}

const isOffsets = (value: unknown): value is Offsets =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as Offsets).top) &&
  Number.isFinite((value as Offsets).left)

const mm = (value: number) => `${value}mm`

function parseCount(text: string, max: number) {
  if (!/^\d+$/.test(text.trim())) return null
  const value = Number(text)
  return value >= 1 && value <= max ? value : null
}

function parseOffset(text: string, max: number) {
  const value = Number(text.trim().replace(',', '.'))
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= max ? value : null
}

function TextLine({ box, text, className }: { box: TextBox; text: string; className: string }) {
  return (
    <div
      className={`label-text ${className}`}
      dir="auto"
      style={{
        left: mm(box.x),
        top: mm(box.y),
        width: mm(box.width),
        height: mm(box.height),
        fontSize: mm(box.fontSize),
        lineHeight: mm(box.lineHeight),
        WebkitLineClamp: box.maxLines,
        textAlign: box.align,
        fontWeight: box.bold ? 700 : 400,
      }}
    >
      {text}
    </div>
  )
}

function Barcode({ geometry, box }: { geometry: BarcodeGeometry; box: ContentBoxes['barcode'] }) {
  const drawing = drawBarcode(geometry, { x: 0, y: 0, width: box!.width, height: box!.height })
  const path = drawing.bars
    .map((bar) => `M${bar.x} ${bar.y}h${bar.width}v${bar.height}h${-bar.width}z`)
    .join('')
  return (
    <svg
      className="label-barcode"
      role="img"
      aria-label={`Barcode ${geometry.code}`}
      data-code={geometry.code}
      width={mm(box!.width)}
      height={mm(box!.height)}
      viewBox={`0 0 ${box!.width} ${box!.height}`}
      style={{ left: mm(box!.x), top: mm(box!.y) }}
    >
      <path d={path} fill="#000" />
      {drawing.digits.map((digit, index) => (
        <text
          key={index}
          x={digit.x}
          y={digit.baseline}
          fontSize={digit.fontSize}
          textAnchor="middle"
          fill="#000"
        >
          {digit.text}
        </text>
      ))}
    </svg>
  )
}

function Sheets({
  template,
  pages,
  products,
  fields,
  price,
}: {
  template: LabelTemplate
  pages: LabelPage[]
  products: Map<number, LabelProduct>
  fields: LabelField[]
  price: (minor: number) => string
}) {
  const first = pages[0]?.labels[0]
  const boxes = first ? contentBoxes(first.content, fields) : {}
  return (
    <>
      {pages.map((page, pageIndex) => (
        <div
          key={pageIndex}
          className="label-sheet"
          data-testid="label-sheet"
          style={{ width: mm(template.page.width), height: mm(template.page.height) }}
        >
          {page.labels.map((placed) => {
            const product = products.get(placed.key)!
            return (
              <div key={placed.position}>
                <div
                  className="label-cut"
                  style={{
                    left: mm(placed.label.x),
                    top: mm(placed.label.y),
                    width: mm(placed.label.width),
                    height: mm(placed.label.height),
                  }}
                />
                <div
                  className="label-content"
                  data-testid="label"
                  style={{
                    left: mm(placed.content.x),
                    top: mm(placed.content.y),
                    width: mm(placed.content.width),
                    height: mm(placed.content.height),
                  }}
                >
                  {boxes.name && <TextLine box={boxes.name} text={product.name} className="" />}
                  {boxes.price && (
                    <TextLine box={boxes.price} text={price(product.price)} className="" />
                  )}
                  {boxes.sku && <TextLine box={boxes.sku} text={product.sku} className="" />}
                  {boxes.barcode && product.geometry && (
                    <Barcode geometry={product.geometry} box={boxes.barcode} />
                  )}
                </div>
              </div>
            )
          })}
        </div>
      ))}
    </>
  )
}

/** Finds active products by name, SKU or barcode, to add to the print job. */
function ProductFinder({
  picked,
  full,
  onAdd,
}: {
  picked: number[]
  full: boolean
  onAdd: (product: LabelProduct) => void
}) {
  const [search, setSearch] = useState('')
  const [matches, setMatches] = useState<LabelProduct[] | null>(null)
  const [searching, setSearching] = useState(false)

  async function find(event: FormEvent) {
    event.preventDefault()
    if (!search.trim()) return
    setSearching(true)
    try {
      const response = await fetch(
        `/products/print-barcodes/search?search=${encodeURIComponent(search.trim())}`,
        { headers: { Accept: 'application/json' } }
      )
      const body = response.ok ? await response.json() : { products: [] }
      setMatches(body.products)
    } finally {
      setSearching(false)
    }
  }

  return (
    <>
      <form className="input-group mb-3" role="search" onSubmit={find}>
        <input
          type="search"
          id="label-search"
          className="form-control"
          placeholder="Name, SKU or barcode"
          aria-label="Find products by name, SKU or barcode"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-secondary" disabled={searching}>
          <i className="bi bi-search" aria-hidden="true" /> Find
        </button>
      </form>
      {matches && (
        <ul className="list-group mb-3" aria-label="Products found">
          {matches.length === 0 && (
            <li className="list-group-item text-body-secondary">No active product matches.</li>
          )}
          {matches.map((product) => {
            const added = picked.includes(product.id)
            return (
              <li key={product.id} className="list-group-item d-flex align-items-center gap-2">
                <div className="flex-grow-1 text-break">
                  <div dir="auto">{product.name}</div>
                  <small className="text-body-secondary">
                    {product.sku}
                    {product.barcode ? ` · ${product.barcode}` : ''}
                  </small>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary text-nowrap"
                  disabled={added || full}
                  aria-label={`Add ${product.name}`}
                  onClick={() => onAdd(product)}
                >
                  {added ? 'Added' : 'Add'}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}

/**
 * Whether the page is being printed. The full set of sheets (up to
 * thousands of labels) is only drawn then, so editing stays quick; it is
 * drawn synchronously as printing starts, from the browser's own print
 * command as well as from the Print button.
 */
function usePrinting() {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('print')
    const start = () => flushSync(() => setPrinting(true))
    const stop = () => setPrinting(query.matches)
    const change = (event: MediaQueryListEvent) => (event.matches ? start() : stop())
    query.addEventListener('change', change)
    window.addEventListener('beforeprint', start)
    window.addEventListener('afterprint', stop)
    return () => {
      query.removeEventListener('change', change)
      window.removeEventListener('beforeprint', start)
      window.removeEventListener('afterprint', stop)
    }
  }, [])
  return {
    printing,
    print() {
      flushSync(() => setPrinting(true))
      window.print()
    },
  }
}

/** How many sheets the on-screen preview draws before asking; printing draws them all. */
const PREVIEW_SHEETS = 10

export default function PrintBarcode({
  picked,
  notFound,
  templates,
  defaultTemplate,
  fields: allFields,
  limits,
}: Props) {
  const shop = useShop()
  const printer = usePrinting()
  const [lines, setLines] = useState<Line[]>(() =>
    picked.map((product) => ({ product, count: '1' }))
  )
  const [templateId, setTemplateId] = useState(() => {
    const stored = readStorage(STORAGE.template, (value): value is string =>
      templates.some((template) => template.id === value)
    )
    return stored ?? defaultTemplate
  })
  const template = templates.find((candidate) => candidate.id === templateId)!
  const [fields, setFields] = useState<LabelField[]>(
    () =>
      readStorage(
        STORAGE.fields,
        (value): value is LabelField[] =>
          Array.isArray(value) &&
          value.length > 0 &&
          value.every((field) => allFields.includes(field))
      ) ?? [...allFields]
  )
  const storedOffsets = (id: string) => {
    const stored = readStorage(STORAGE.offsets(id), isOffsets) ?? { top: 0, left: 0 }
    return { top: String(stored.top), left: String(stored.left) }
  }
  const [offsetText, setOffsetText] = useState(() => storedOffsets(templateId))
  const [start, setStart] = useState(1)
  const [showAll, setShowAll] = useState(false)

  const perPage = labelsPerPage(template)
  const offsets = {
    top: parseOffset(offsetText.top, template.maxOffset),
    left: parseOffset(offsetText.left, template.maxOffset),
  }
  const counts = lines.map((line) => parseCount(line.count, limits.perProduct))
  const total = counts.reduce<number>((sum, count) => sum + (count ?? 0), 0)
  const problems = [
    lines.length === 0 && 'Add at least one product.',
    counts.some((count) => count === null) &&
      `Each product needs 1 to ${limits.perProduct} labels.`,
    total > limits.perJob && `At most ${limits.perJob} labels in one print job.`,
    fields.length === 0 && 'Choose at least one thing to print on the labels.',
    (offsets.top === null || offsets.left === null) &&
      `Offsets are between −${template.maxOffset} and ${template.maxOffset} mm.`,
  ].filter(Boolean) as string[]
  const ready = problems.length === 0

  const itemsKey = lines.map((line, index) => `${line.product.id}:${counts[index] ?? 0}`).join(',')
  const offsetTop = offsets.top ?? 0
  const offsetLeft = offsets.left ?? 0
  const firstPosition = template.kind === 'sheet' ? start : 1
  const pages = layoutPages(
    template,
    lines.map((line, index) => ({ key: line.product.id, count: counts[index] ?? 0 })),
    { top: offsetTop, left: offsetLeft },
    firstPosition
  )
  const products = new Map(lines.map((line) => [line.product.id, line.product]))
  const orderedFields = allFields.filter((field) => fields.includes(field))

  useEffect(() => writeStorage(STORAGE.template, templateId), [templateId])
  useEffect(() => writeStorage(STORAGE.fields, fields), [fields])

  function chooseTemplate(id: string) {
    setTemplateId(id)
    setOffsetText(storedOffsets(id))
    setStart(1)
  }

  function changeOffset(side: 'top' | 'left', text: string) {
    const next = { ...offsetText, [side]: text }
    setOffsetText(next)
    const top = parseOffset(next.top, template.maxOffset)
    const left = parseOffset(next.left, template.maxOffset)
    if (top !== null && left !== null) writeStorage(STORAGE.offsets(templateId), { top, left })
  }

  function setCount(index: number, count: string) {
    setLines((current) => current.map((line, at) => (at === index ? { ...line, count } : line)))
  }

  function add(product: LabelProduct) {
    setLines((current) =>
      current.some((line) => line.product.id === product.id) || current.length >= limits.products
        ? current
        : [...current, { product, count: '1' }]
    )
  }

  const pdfUrl = `/products/print-barcodes/pdf?${new URLSearchParams({
    template: template.id,
    items: itemsKey,
    fields: orderedFields.join(','),
    top: String(offsetTop),
    left: String(offsetLeft),
    start: String(firstPosition),
  })}`
  const shownPages = showAll ? pages : pages.slice(0, PREVIEW_SHEETS)
  const sheetWord = template.kind === 'sheet' ? 'sheet' : 'label'

  return (
    <>
      <Head title="Print labels" />
      <style>{`@page { size: ${template.page.width}mm ${template.page.height}mm; margin: 0; }`}</style>
      <h1 className="h3 mb-4">Print labels</h1>
      {notFound > 0 && (
        <div className="alert alert-warning" role="status">
          {notFound === 1
            ? 'One of the products asked for is archived or no longer exists; it was left out.'
            : `${notFound} of the products asked for are archived or no longer exist; they were left out.`}
        </div>
      )}
      <div className="row g-4">
        <div className="col-xxl-5">
          <section className="card mb-4" aria-labelledby="labels-products">
            <div className="card-body">
              <h2 id="labels-products" className="h5">
                Products
              </h2>
              <ProductFinder
                picked={lines.map((line) => line.product.id)}
                full={lines.length >= limits.products}
                onAdd={add}
              />
              {lines.length === 0 ? (
                <p className="text-body-secondary mb-0">
                  No product yet: find products above, or pick them in the product list.
                </p>
              ) : (
                <div className="table-responsive">
                  <table className="table align-middle mb-0">
                    <thead>
                      <tr>
                        <th scope="col">Product</th>
                        <th scope="col" style={{ width: '8rem' }}>
                          Labels
                        </th>
                        <th scope="col">
                          <span className="visually-hidden">Remove</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {lines.map((line, index) => {
                        const invalid = counts[index] === null
                        const id = `label-count-${line.product.id}`
                        return (
                          <tr key={line.product.id}>
                            <td className="text-break">
                              <div dir="auto">{line.product.name}</div>
                              <small className="text-body-secondary">
                                {line.product.sku} · {shop.money(line.product.price)}
                                {line.product.symbology
                                  ? ` · ${line.product.symbology}`
                                  : ' · no printable barcode'}
                              </small>
                            </td>
                            <td>
                              <label htmlFor={id} className="visually-hidden">
                                Labels of {line.product.name}
                              </label>
                              <input
                                id={id}
                                type="number"
                                inputMode="numeric"
                                min={1}
                                max={limits.perProduct}
                                className={`form-control form-control-sm${invalid ? ' is-invalid' : ''}`}
                                value={line.count}
                                aria-invalid={invalid}
                                aria-describedby={invalid ? `${id}-error` : undefined}
                                onChange={(event) => setCount(index, event.target.value)}
                              />
                              {invalid && (
                                <div id={`${id}-error`} className="invalid-feedback">
                                  1 to {limits.perProduct}
                                </div>
                              )}
                            </td>
                            <td className="text-end">
                              <button
                                type="button"
                                className="btn btn-sm btn-link text-danger"
                                aria-label={`Remove ${line.product.name}`}
                                onClick={() =>
                                  setLines((current) => current.filter((_, at) => at !== index))
                                }
                              >
                                <i className="bi bi-x-lg" aria-hidden="true" />
                              </button>
                            </td>
                          </tr>
                        )
                      })}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          </section>

          <section className="card mb-4" aria-labelledby="labels-layout">
            <div className="card-body">
              <h2 id="labels-layout" className="h5">
                Labels
              </h2>
              <div className="mb-3">
                <label htmlFor="label-template" className="form-label">
                  Template
                </label>
                <select
                  id="label-template"
                  className="form-select"
                  value={templateId}
                  onChange={(event) => chooseTemplate(event.target.value)}
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
                      checked={fields.includes(field)}
                      onChange={(event) =>
                        setFields((current) =>
                          event.target.checked
                            ? [...current, field]
                            : current.filter((item) => item !== field)
                        )
                      }
                    />
                    <label className="form-check-label" htmlFor={`label-field-${field}`}>
                      {FIELD_LABELS[field]}
                    </label>
                  </div>
                ))}
              </fieldset>
              <div className="row g-3">
                {(['top', 'left'] as const).map((side) => {
                  const invalid = offsets[side] === null
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
                        value={offsetText[side]}
                        aria-invalid={invalid}
                        aria-describedby="label-offset-help"
                        onChange={(event) => changeOffset(side, event.target.value)}
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
                      value={start}
                      onChange={(event) => setStart(Number(event.target.value))}
                    >
                      {Array.from({ length: perPage }, (_, index) => (
                        <option key={index + 1} value={index + 1}>
                          {index + 1}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </div>
              <p id="label-offset-help" className="form-text mb-0">
                Offsets move the print to line it up with your label stock (positive: down and
                right). This browser remembers them for each template.
              </p>
            </div>
          </section>
        </div>

        <div className="col-xxl-7">
          <section className="card" aria-labelledby="labels-preview">
            <div className="card-body">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
                <h2 id="labels-preview" className="h5 mb-0 flex-grow-1">
                  Preview at true size
                </h2>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!ready}
                  onClick={printer.print}
                >
                  <i className="bi bi-printer" aria-hidden="true" /> Print
                </button>
                {ready ? (
                  <a className="btn btn-outline-primary" href={pdfUrl} download>
                    <i className="bi bi-file-earmark-pdf" aria-hidden="true" /> Download PDF
                  </a>
                ) : (
                  <button type="button" className="btn btn-outline-primary" disabled>
                    <i className="bi bi-file-earmark-pdf" aria-hidden="true" /> Download PDF
                  </button>
                )}
              </div>
              <p className="mb-2" data-testid="label-summary" aria-live="polite">
                {total} {total === 1 ? 'label' : 'labels'} on {pages.length}{' '}
                {pages.length === 1 ? sheetWord : `${sheetWord}s`}
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
              <div className="label-preview" data-testid="label-preview">
                <Sheets
                  template={template}
                  pages={shownPages}
                  products={products}
                  fields={orderedFields}
                  price={shop.money}
                />
              </div>
              {pages.length > shownPages.length && (
                <button type="button" className="btn btn-link" onClick={() => setShowAll(true)}>
                  Show all {pages.length} {sheetWord}s
                </button>
              )}
            </div>
          </section>
        </div>
      </div>
      {ready &&
        printer.printing &&
        createPortal(
          <div className="label-print" data-testid="label-print">
            <Sheets
              template={template}
              pages={pages}
              products={products}
              fields={orderedFields}
              price={shop.money}
            />
          </div>,
          document.body
        )}
    </>
  )
}
