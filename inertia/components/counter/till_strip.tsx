import { Link } from '@adonisjs/inertia/react'
import { SelectField } from '~/components/select_field'
import type { Data } from '~generated/data'
import { useShop } from '~/lib/shop'
import { rememberedTill, rememberTill } from '~/lib/till_choice'
import { useBrowserState } from '~/lib/browser_state'

/**
 * The till this device sells from and its open session, above the counter:
 * chosen among the tills of the sale's branch and remembered in this
 * browser, so every sale is filed in that till's session. Without an open
 * session it links to the Tills page to open one.
 */
export function TillStrip({
  tills,
  branchId,
  canOpen,
}: {
  tills: Data.CounterTill[]
  branchId: string
  canOpen: boolean
}) {
  const shop = useShop()
  const [chosen, setChosen] = useBrowserState(rememberedTill, () => null)
  const here = tills.filter((till) => String(till.branchId) === branchId)
  // A branch without tills sells without sessions, or is told so when it sells.
  if (here.length === 0) return null
  const till = here.find((candidate) => candidate.id === chosen) ?? null
  function choose(value: string) {
    const id = Number(value)
    if (!id) return
    rememberTill(id)
    setChosen(id)
  }
  const openLink = canOpen && (
    <Link route="tills.index" className="btn btn-sm btn-outline-primary">
      Open a session
    </Link>
  )
  return (
    <section
      className="card card-body py-2 mb-3 d-flex flex-row flex-wrap align-items-center gap-3"
      aria-label="Till"
      data-testid="till-strip"
    >
      <SelectField
        name="till_id"
        id="counter-till"
        label="Till"
        className="mb-0"
        value={till ? String(till.id) : ''}
        options={[
          ...(till ? [] : [{ value: '', label: 'Choose this device’s till' }]),
          ...here.map((option) => ({ value: String(option.id), label: option.name })),
        ]}
        onValueChange={choose}
      />
      {till?.session ? (
        <p className="mb-0" data-testid="till-session">
          Open since {shop.dateTime(till.session.openedAt)} by {till.session.openedBy ?? '—'} ·
          float <span dir="ltr">{shop.money(till.session.openingFloat)}</span>
          {till.session.expectedCash !== null && (
            <>
              {' '}
              · expected cash <span dir="ltr">{shop.money(till.session.expectedCash)}</span>
            </>
          )}
        </p>
      ) : (
        <>
          <p className="mb-0 text-body-secondary" data-testid="till-session">
            {till ? `${till.name} has no open session.` : 'Choose the till this device sells from.'}
          </p>
          {till && openLink}
        </>
      )}
    </section>
  )
}
