import { useState } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { Breadcrumbs } from '~/components/breadcrumbs'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { StatusBadge } from '~/components/status_badge'
import { CountPanel } from '~/components/stocktakes/count_panel'
import { EntriesTable } from '~/components/stocktakes/entries_table'
import { VarianceReport } from '~/components/stocktakes/variance_report'
import { coverageLabel } from '~/components/stocktakes/coverage'
import type { Data } from '~generated/data'
import { useShop } from '~/lib/shop'
import { urlFor } from '~/lib/routes'
import type { UncountedChoice } from '#common/stocktakes'

interface Props {
  stocktake: Data.Stocktake
  can: Record<
    'start' | 'record' | 'finish' | 'recount' | 'post' | 'cancel' | 'seeExpected' | 'readVariance',
    boolean
  >
  progress: { lines: number; counted: number }
  entries: Data.StocktakeEntry[]
  correctable: number[]
  variance: Data.StocktakeVariance | null
}

type Step = 'start' | 'finish' | 'cancel'

const STEP_ROUTES = {
  start: 'stocktakes.start',
  finish: 'stocktakes.finish',
  cancel: 'stocktakes.cancel',
} as const

/** Posting: for a whole-branch count, what becomes of the products nobody counted. */
function PostForm({ stocktake, onAsk }: { stocktake: Data.Stocktake; onAsk: () => void }) {
  return (
    <section className="card mb-4" aria-labelledby="post-title">
      <div className="card-body">
        <h2 id="post-title" className="h5">
          Post
        </h2>
        <p className="text-body-secondary">
          Each line’s difference, counted − expected, goes into the stock; what sold or arrived
          while people counted stays on top.
        </p>
        <button type="button" className="btn btn-primary" onClick={onAsk}>
          Post {stocktake.number}
        </button>
      </div>
    </section>
  )
}

export default function StocktakesShow({
  stocktake,
  can,
  progress,
  entries,
  correctable,
  variance,
}: Props) {
  const shop = useShop()
  const [confirm, setConfirm] = useState<Step | 'post' | null>(null)
  const [processing, setProcessing] = useState(false)
  const post = useForm<{ uncounted: UncountedChoice }>({ uncounted: 'keep' })

  function act(step: Step) {
    router.post(
      urlFor(STEP_ROUTES[step], { id: stocktake.id }),
      {},
      {
        preserveScroll: true,
        onStart: () => setProcessing(true),
        onFinish: () => {
          setProcessing(false)
          setConfirm(null)
        },
      }
    )
  }

  function submitPost() {
    post.post(urlFor('stocktakes.post', { id: stocktake.id }), {
      preserveScroll: true,
      onFinish: () => setConfirm(null),
    })
  }

  return (
    <>
      <Head title={`Stocktake ${stocktake.number}`} />
      <Breadcrumbs
        trail={[{ label: 'Stocktakes', route: 'stocktakes.index' }]}
        current={stocktake.number}
      />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-4">
        <h1 className="h3 mb-0 me-2">Stocktake {stocktake.number}</h1>
        <StatusBadge status={stocktake.status} />
        <div className="ms-auto d-flex flex-wrap gap-2">
          {can.start && (
            <button type="button" className="btn btn-primary" onClick={() => setConfirm('start')}>
              Start counting
            </button>
          )}
          {can.record && (
            <a
              className="btn btn-outline-primary"
              href={urlFor('stocktakes.sheet', { id: stocktake.id })}
              target="_blank"
              rel="noreferrer"
            >
              <i className="bi bi-printer me-1" aria-hidden="true" />
              Count sheet
            </a>
          )}
          {can.record && (
            <Link
              className="btn btn-outline-primary"
              route="stocktakes.import"
              routeParams={{ stocktake: stocktake.id }}
            >
              <i className="bi bi-upload me-1" aria-hidden="true" />
              Import counts
            </Link>
          )}
          {can.finish && (
            <button type="button" className="btn btn-primary" onClick={() => setConfirm('finish')}>
              Finish counting
            </button>
          )}
          {can.cancel && (
            <button type="button" className="btn btn-danger" onClick={() => setConfirm('cancel')}>
              Cancel stocktake
            </button>
          )}
        </div>
      </div>

      <div className="card mb-4">
        <div className="card-body">
          <dl className="row mb-0">
            <dt className="col-sm-3">Branch</dt>
            <dd className="col-sm-9">{stocktake.branch?.name ?? '—'}</dd>
            <dt className="col-sm-3">Covers</dt>
            <dd className="col-sm-9">{coverageLabel(stocktake)}</dd>
            <dt className="col-sm-3">Blind count</dt>
            <dd className="col-sm-9">{stocktake.blind ? 'Yes' : 'No'}</dd>
            {stocktake.status !== 'draft' && (
              <>
                <dt className="col-sm-3">Progress</dt>
                <dd className="col-sm-9" data-testid="progress">
                  {progress.counted} of {progress.lines} products counted
                </dd>
              </>
            )}
            {stocktake.note && (
              <>
                <dt className="col-sm-3">Note</dt>
                <dd className="col-sm-9 text-break" dir="auto">
                  {stocktake.note}
                </dd>
              </>
            )}
            <dt className="col-sm-3">History</dt>
            <dd className="col-sm-9">
              <ul className="list-unstyled mb-0">
                <li>
                  Created {shop.dateTime(stocktake.created.at)} by {stocktake.created.by ?? '—'}
                </li>
                {stocktake.started && (
                  <li>
                    Counting started {shop.dateTime(stocktake.started.at)} by{' '}
                    {stocktake.started.by ?? '—'}
                  </li>
                )}
                {stocktake.posted && (
                  <li>
                    Posted {shop.dateTime(stocktake.posted.at)} by {stocktake.posted.by ?? '—'}
                    {stocktake.uncounted === 'zero' && ', uncounted products made zero'}
                  </li>
                )}
                {stocktake.cancelled && (
                  <li>
                    Cancelled {shop.dateTime(stocktake.cancelled.at)} by{' '}
                    {stocktake.cancelled.by ?? '—'}
                  </li>
                )}
              </ul>
            </dd>
          </dl>
        </div>
      </div>

      {can.record && <CountPanel stocktake={stocktake} />}

      {variance && (
        <VarianceReport stocktakeId={stocktake.id} variance={variance} canRecount={can.recount} />
      )}

      {can.post && <PostForm stocktake={stocktake} onAsk={() => setConfirm('post')} />}

      {stocktake.status !== 'draft' && (
        <section className="mb-4" aria-labelledby="entries-title">
          <h2 id="entries-title" className="h5">
            Latest counts
          </h2>
          <EntriesTable stocktakeId={stocktake.id} entries={entries} correctable={correctable} />
        </section>
      )}

      <ConfirmDialog
        show={confirm === 'start'}
        title={`Start counting ${stocktake.number}?`}
        confirmLabel="Start counting"
        variant="primary"
        processing={processing}
        onCancel={() => setConfirm(null)}
        onConfirm={() => act('start')}
      >
        <p className="mb-0">
          What {stocktake.branch?.name} holds of each product is frozen now as the expected figure.
          The shop can keep selling while you count.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        show={confirm === 'finish'}
        title={`Finish counting ${stocktake.number}?`}
        confirmLabel="Finish counting"
        variant="primary"
        processing={processing}
        onCancel={() => setConfirm(null)}
        onConfirm={() => act('finish')}
      >
        <p className="mb-0">
          Counting stops and the stocktake goes to review, where the variance shows and lines can be
          recounted.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        show={confirm === 'cancel'}
        title={`Cancel ${stocktake.number}?`}
        confirmLabel="Cancel stocktake"
        processing={processing}
        onCancel={() => setConfirm(null)}
        onConfirm={() => act('cancel')}
      >
        <p className="mb-0">No stock moves; the counts stay readable. This cannot be undone.</p>
      </ConfirmDialog>
      <ConfirmDialog
        show={confirm === 'post'}
        title={`Post ${stocktake.number}?`}
        confirmLabel="Post stocktake"
        variant="primary"
        processing={post.processing}
        onCancel={() => setConfirm(null)}
        onConfirm={submitPost}
      >
        {stocktake.coverage === 'branch' ? (
          <fieldset>
            <legend className="fs-6">Products nobody counted</legend>
            {(['keep', 'zero'] as const).map((choice) => (
              <div className="form-check" key={choice}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="uncounted"
                  id={`uncounted-${choice}`}
                  checked={post.data.uncounted === choice}
                  onChange={() => post.setData('uncounted', choice)}
                />
                <label className="form-check-label" htmlFor={`uncounted-${choice}`}>
                  {choice === 'keep' ? 'Stay as they are' : 'Become zero'}
                </label>
              </div>
            ))}
            {post.errors.uncounted && (
              <div className="text-danger small">{post.errors.uncounted}</div>
            )}
          </fieldset>
        ) : (
          <p className="mb-0">Products nobody counted stay as they are. This cannot be undone.</p>
        )}
      </ConfirmDialog>
    </>
  )
}
