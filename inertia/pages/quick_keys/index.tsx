import { useRef, useState, type FormEvent } from 'react'
import { router, usePage } from '@inertiajs/react'
import { IndexHeader } from '~/components/index_header'
import { ScanField } from '~/components/scan_field'
import { SelectField } from '~/components/select_field'
import { TextField } from '~/components/text_field'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { SharedProps } from '~/types'
import type { Data } from '~generated/data'
import {
  QUICK_KEY_COLOURS,
  QUICK_KEY_COLOUR_NAMES,
  type QuickKeyColour,
} from '#common/quick_key_colours'

interface Props {
  branches: Data.BranchRef[]
  branchId: number | null
  pages: Data.QuickKeyPage[]
  limits: { pages: number; keys: number; name: number; label: number }
}

type Key = Data.QuickKeyPage['keys'][number]
interface Page {
  name: string
  keys: Key[]
}

/** An item moved one place up (-1) or down (+1) in its list. */
function moved<Item>(items: Item[], at: number, by: -1 | 1) {
  const to = at + by
  if (to < 0 || to >= items.length) return items
  const next = [...items]
  ;[next[at], next[to]] = [next[to], next[at]]
  return next
}

/** Up, down and remove buttons of a row, named after what they move. */
function RowButtons({
  name,
  at,
  count,
  onMove,
  onRemove,
}: {
  name: string
  at: number
  count: number
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) {
  return (
    <div className="btn-group btn-group-sm flex-shrink-0">
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={`Move ${name} up`}
        disabled={at === 0}
        onClick={() => onMove(-1)}
      >
        <i className="bi bi-arrow-up" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={`Move ${name} down`}
        disabled={at === count - 1}
        onClick={() => onMove(1)}
      >
        <i className="bi bi-arrow-down" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn btn-outline-danger"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <i className="bi bi-x-lg" aria-hidden="true" />
      </button>
    </div>
  )
}

/**
 * Quick keys: a branch's pages of buttons for the counter. Pages and keys
 * are arranged here and saved together; Save sends the whole layout, so
 * saving twice saves the same.
 */
export default function QuickKeysIndex({ branches, branchId, pages: saved, limits }: Props) {
  const shop = useShop()
  const errors = usePage<SharedProps>().props.errors as Record<string, string | undefined>
  const [pages, setPages] = useState<Page[]>(() =>
    saved.map((page) => ({ name: page.name, keys: page.keys }))
  )
  const [current, setCurrent] = useState(0)
  const [newName, setNewName] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [processing, setProcessing] = useState(false)
  const scanRef = useRef<HTMLInputElement>(null)
  const page = pages[current] as Page | undefined
  const problems = Object.values(errors).filter(Boolean)

  function changePage(patch: Partial<Page>) {
    setPages(pages.map((row, at) => (at === current ? { ...row, ...patch } : row)))
  }

  function addPage(event: FormEvent) {
    event.preventDefault()
    const name = newName.trim()
    if (!name || pages.length >= limits.pages) return
    setPages([...pages, { name, keys: [] }])
    setCurrent(pages.length)
    setNewName('')
  }

  function addKey(product: Data.QuickKeyProduct) {
    if (!page) return
    if (page.keys.some((key) => key.product.id === product.id)) {
      return setMessage(`${product.name} is already on ${page.name}.`)
    }
    if (page.keys.length >= limits.keys) {
      return setMessage(`A page holds at most ${limits.keys} keys: start another page.`)
    }
    changePage({ keys: [...page.keys, { label: null, colour: null, product }] })
    setMessage(`Added ${product.name} to ${page.name}.`)
  }

  function save() {
    if (branchId === null || processing) return
    setProcessing(true)
    router.put(
      urlFor('quick_keys.update', { branchId }),
      {
        pages: pages.map((row) => ({
          name: row.name,
          keys: row.keys.map((key) => ({
            product_id: key.product.id,
            label: key.label || null,
            colour: key.colour,
          })),
        })),
      },
      { preserveScroll: true, preserveState: true, onFinish: () => setProcessing(false) }
    )
  }

  return (
    <>
      <IndexHeader
        title="Quick keys"
        primary={
          branchId !== null && (
            <button type="button" className="btn btn-primary" disabled={processing} onClick={save}>
              Save quick keys
            </button>
          )
        }
      />
      <p className="text-body-secondary">
        Buttons at the counter for products sold without a barcode, on up to {limits.pages} pages of{' '}
        {limits.keys} keys each. A key adds its product as a scan does.
      </p>
      {branches.length > 1 && (
        <SelectField
          name="branch"
          label="Branch"
          className="mb-3 col-md-4"
          value={String(branchId ?? '')}
          options={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
          onValueChange={(value) =>
            router.get(urlFor('quick_keys.index', undefined, { qs: { branch: value } }))
          }
        />
      )}
      {branchId === null && <p>You have no active branch.</p>}
      {problems.length > 0 && (
        <div className="alert alert-danger" role="alert">
          <ul className="mb-0">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {branchId !== null && (
        <div className="row g-3">
          <div className="col-md-4">
            <section className="card" aria-labelledby="pages-heading">
              <div className="card-body">
                <h2 id="pages-heading" className="h5">
                  Pages
                </h2>
                {pages.length === 0 && (
                  <p className="text-body-secondary">
                    No page yet: the counter shows no quick keys.
                  </p>
                )}
                <ul className="list-group mb-3">
                  {pages.map((row, at) => (
                    <li
                      key={at}
                      className={`list-group-item d-flex align-items-center gap-2 ${at === current ? 'border-start border-4 border-primary' : ''}`}
                    >
                      <button
                        type="button"
                        className={`btn btn-link p-0 text-start flex-grow-1 text-break ${at === current ? 'fw-bold' : ''}`}
                        aria-current={at === current ? 'true' : undefined}
                        onClick={() => setCurrent(at)}
                      >
                        {row.name} <span className="small">({row.keys.length})</span>
                      </button>
                      <RowButtons
                        name={row.name}
                        at={at}
                        count={pages.length}
                        onMove={(by) => {
                          setPages(moved(pages, at, by))
                          if (at === current) setCurrent(at + by)
                        }}
                        onRemove={() => {
                          setPages(pages.filter((_, index) => index !== at))
                          setCurrent(0)
                        }}
                      />
                    </li>
                  ))}
                </ul>
                <form onSubmit={addPage} aria-label="Add a page">
                  <TextField
                    name="new_page"
                    label="New page"
                    maxLength={limits.name}
                    value={newName}
                    onValueChange={setNewName}
                  />
                  <button
                    type="submit"
                    className="btn btn-outline-primary"
                    disabled={pages.length >= limits.pages}
                  >
                    Add page
                  </button>
                </form>
              </div>
            </section>
          </div>
          <div className="col-md-8">
            {page && (
              <section className="card" aria-labelledby="keys-heading">
                <div className="card-body">
                  <h2 id="keys-heading" className="h5">
                    Keys of {page.name}
                  </h2>
                  <TextField
                    name="page_name"
                    label="Page name"
                    maxLength={limits.name}
                    value={page.name}
                    error={errors[`pages.${current}.name`]}
                    onValueChange={(name) => changePage({ name })}
                  />
                  <ScanField<Data.QuickKeyProduct>
                    inputRef={scanRef}
                    label="Add a product: scan or search"
                    lookupUrl={(search) =>
                      urlFor('quick_keys.products', undefined, { qs: { search } })
                    }
                    onAdd={addKey}
                    message={message}
                    onMessage={setMessage}
                    isAdded={(product) => page.keys.some((key) => key.product.id === product.id)}
                    full={page.keys.length >= limits.keys}
                    describe={(product) => <span dir="ltr">{shop.money(product.price)}</span>}
                  />
                  {page.keys.length === 0 ? (
                    <p className="text-body-secondary">No key on this page yet.</p>
                  ) : (
                    <ol className="list-group list-group-numbered" aria-label="Keys">
                      {page.keys.map((key, at) => (
                        <li
                          key={key.product.id}
                          className="list-group-item d-flex flex-wrap align-items-center gap-2"
                        >
                          <div className="flex-grow-1 text-break">
                            <span dir="auto">{key.product.name}</span>{' '}
                            <small className="text-body-secondary" dir="ltr">
                              {key.product.sku} · {shop.money(key.product.price)}
                            </small>
                            {!key.product.isActive && (
                              <span className="badge text-bg-secondary ms-1">Archived</span>
                            )}
                          </div>
                          <input
                            className="form-control form-control-sm w-auto"
                            aria-label={`Label of ${key.product.name}`}
                            placeholder="Label"
                            maxLength={limits.label}
                            value={key.label ?? ''}
                            onChange={(event) =>
                              changePage({
                                keys: page.keys.map((row, index) =>
                                  index === at ? { ...row, label: event.target.value } : row
                                ),
                              })
                            }
                          />
                          <select
                            className="form-select form-select-sm w-auto"
                            aria-label={`Colour of ${key.product.name}`}
                            value={key.colour ?? ''}
                            onChange={(event) =>
                              changePage({
                                keys: page.keys.map((row, index) =>
                                  index === at
                                    ? {
                                        ...row,
                                        colour: (event.target.value ||
                                          null) as QuickKeyColour | null,
                                      }
                                    : row
                                ),
                              })
                            }
                          >
                            <option value="">No colour</option>
                            {QUICK_KEY_COLOURS.map((colour) => (
                              <option key={colour} value={colour}>
                                {QUICK_KEY_COLOUR_NAMES[colour]}
                              </option>
                            ))}
                          </select>
                          <RowButtons
                            name={key.product.name}
                            at={at}
                            count={page.keys.length}
                            onMove={(by) => changePage({ keys: moved(page.keys, at, by) })}
                            onRemove={() =>
                              changePage({ keys: page.keys.filter((_, index) => index !== at) })
                            }
                          />
                        </li>
                      ))}
                    </ol>
                  )}
                </div>
              </section>
            )}
          </div>
        </div>
      )}
    </>
  )
}
