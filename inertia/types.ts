/**
 * Shapes of the props the server shares with every page (DESIGN.md
 * section 6), as built by app/middleware/inertia_middleware.ts.
 */
export interface AuthUser {
  id: number
  name: string
  email: string
  gravatar: string
  initials: string
  emailVerified: boolean
  role: { id: number; name: string; allBranches: boolean; maxDiscountBp: number } | null
  permissions: string[]
  branches: { id: number; code: string; name: string }[]
}

export interface MenuNode {
  'name': string
  'to'?: string
  'icon'?: string
  'badge'?: number | string
  'badge-variant'?: string
  'heading'?: boolean
  'sub'?: MenuNode[]
  'subActivePaths'?: string
}

export interface Shop {
  companyName: string
  currency: string
  locale: string
  timezone: string
  /** Users' pictures from gravatar.com; initials otherwise. */
  showGravatar: boolean
}

export interface SharedProps {
  [key: string]: unknown
  app: { name: string; version: string; copyrightYear: number }
  auth: { user?: AuthUser }
  menu?: MenuNode[]
  /** The shop's money and date settings; signed-in pages only. */
  shop?: Shop
  flash: { success?: string; error?: string; warning?: string; info?: string }
  errors: Record<string, string>
}

export type PageProps<T = {}> = SharedProps & T

/** Where a list screen's page stands: its `meta` prop (app/transformers/pagination_transformer.ts). */
export interface PageMeta {
  total: number
  perPage: number
  currentPage: number
  lastPage: number
  /** Rows go on past `total`: the count stopped there (app/support/pagination.ts). */
  more: boolean
  /** Keys of the page's first and last rows, on a list that seeks the pages either side. */
  first?: number | null
  last?: number | null
}
