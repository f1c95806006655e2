import { useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'

export interface BlockState {
  fullscreen: boolean
  pinned: boolean
  contentHidden: boolean
  hidden: boolean
}

export type BlockOption = 'refresh' | 'fullscreen' | 'pinned' | 'content' | 'close'

const OPTION_LABELS: Record<
  BlockOption,
  { on: string; off: string; iconOn: string; iconOff: string }
> = {
  refresh: {
    on: 'Refreshing',
    off: 'Refresh',
    iconOn: 'bi-arrow-clockwise',
    iconOff: 'bi-arrow-clockwise',
  },
  fullscreen: {
    on: 'Exit full screen',
    off: 'Full screen',
    iconOn: 'bi-fullscreen-exit',
    iconOff: 'bi-arrows-fullscreen',
  },
  pinned: { on: 'Unpin', off: 'Pin', iconOn: 'bi-pin-angle-fill', iconOff: 'bi-pin-angle' },
  content: {
    on: 'Show content',
    off: 'Hide content',
    iconOn: 'bi-chevron-down',
    iconOff: 'bi-chevron-up',
  },
  close: { on: 'Close', off: 'Close', iconOn: 'bi-x-lg', iconOff: 'bi-x-lg' },
}

/** Fullscreen and pinned exclude each other (seed section 4). */
function applyBlockChange(state: BlockState, change: Partial<BlockState>): BlockState {
  const next = { ...state, ...change }
  if (change.fullscreen) next.pinned = false
  if (change.pinned) next.fullscreen = false
  return next
}

/**
 * A card with a title, option buttons and the template's block states:
 * loading (while its data is on its way), fullscreen, pinned, content
 * hidden and hidden. With `reloads`, a Refresh option asks the server again
 * for those props only, and the block shows loading until they arrive.
 */
export function Block({
  title,
  children,
  options,
  reloads,
  loading = false,
  className = '',
}: {
  title: ReactNode
  children: ReactNode
  options?: BlockOption[]
  /** Props the Refresh option reloads (an Inertia partial reload). */
  reloads?: string[]
  loading?: boolean
  className?: string
}) {
  const [refreshing, setRefreshing] = useState(false)
  const shown = options ?? [
    ...(reloads ? ['refresh' as const] : []),
    'fullscreen',
    'pinned',
    'content',
    'close',
  ]
  const busy = loading || refreshing
  const [state, setState] = useState<BlockState>({
    fullscreen: false,
    pinned: false,
    contentHidden: false,
    hidden: false,
  })
  if (state.hidden) return null
  const change = (partial: Partial<BlockState>) =>
    setState((current) => applyBlockChange(current, partial))
  const isOn: Record<BlockOption, boolean> = {
    refresh: refreshing,
    fullscreen: state.fullscreen,
    pinned: state.pinned,
    content: state.contentHidden,
    close: false,
  }
  const act: Record<BlockOption, () => void> = {
    refresh: () =>
      router.reload({
        only: reloads ?? [],
        onStart: () => setRefreshing(true),
        onFinish: () => setRefreshing(false),
      }),
    fullscreen: () => change({ fullscreen: !state.fullscreen }),
    pinned: () => change({ pinned: !state.pinned }),
    content: () => change({ contentHidden: !state.contentHidden }),
    close: () => change({ hidden: true }),
  }
  const classes = [
    'block card',
    state.fullscreen && 'block-mode-fullscreen',
    state.pinned && 'block-mode-pinned',
    state.contentHidden && 'block-mode-hidden',
    busy && 'block-mode-loading',
    className,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <section className={classes} aria-busy={busy}>
      <div className="card-header d-flex align-items-center gap-2">
        <h2 className="h6 mb-0 flex-grow-1">{title}</h2>
        {shown.map((option) => {
          const label = isOn[option] ? OPTION_LABELS[option].on : OPTION_LABELS[option].off
          return (
            <button
              key={option}
              type="button"
              className="btn btn-sm btn-link text-body-secondary p-1"
              aria-label={label}
              title={label}
              aria-pressed={option === 'close' || option === 'refresh' ? undefined : isOn[option]}
              disabled={option === 'refresh' && refreshing}
              onClick={act[option]}
            >
              <i
                className={`bi ${isOn[option] ? OPTION_LABELS[option].iconOn : OPTION_LABELS[option].iconOff}`}
                aria-hidden="true"
              />
            </button>
          )
        })}
      </div>
      {!state.contentHidden && <div className="card-body block-content">{children}</div>}
      {busy && (
        <div className="block-loader" role="status" aria-label="Loading">
          <div className="spinner-border text-primary" aria-hidden="true" />
        </div>
      )}
    </section>
  )
}
