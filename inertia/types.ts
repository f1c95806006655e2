import type { Data } from '~generated/data'

/**
 * The props the server shares with every page, as the Inertia middleware
 * (app/middleware/inertia_middleware.ts) returns them: `node ace codegen`
 * infers them into `Data.SharedProps`, so a page reads what the server sends.
 */
export type SharedProps = Data.SharedProps

/** The signed-in user (`auth.user`), from AuthUserTransformer. */
export type AuthUser = NonNullable<SharedProps['auth']['user']>

/** A node of the sidebar menu, as app/services/shop/menu.ts builds it. */
export type MenuNode = NonNullable<SharedProps['menu']>[number]

/** The shop's money and date settings (ShopTransformer); signed-in pages only. */
export type Shop = NonNullable<SharedProps['shop']>

/** Where a list screen's page stands: its `meta` prop (PaginationTransformer). */
export type PageMeta = Data.Pagination
