import { errors as lucidErrors } from '@adonisjs/lucid'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Branch from '#models/branch'
import type User from '#models/user'
import { isRecordId } from '#support/record_id'

/** A branch column, or several of which any one in scope puts the row in scope. */
export type BranchColumns = string | readonly [string, ...string[]]

/**
 * The branches a user may see, and the one way every
 * query on branch-owned data (stock, transfers, orders, returns, reports,
 * dashboard) is limited to them. A record outside the scope is reported as
 * missing (404), never as forbidden, so its existence is not revealed.
 *
 * The scope covers inactive branches too: their history stays readable.
 */
export class BranchScope {
  /** The branches in scope by id, ascending; every branch when `allBranches`. */
  readonly branchIds: readonly number[]

  private constructor(
    /** True for a role with `all_branches`: every branch, including ones created later. */
    readonly allBranches: boolean,
    /** The branches in scope (id, code, name and whether active), by name. */
    readonly branches: readonly Branch[]
  ) {
    this.branchIds = branches.map((branch) => branch.id).sort((a, b) => a - b)
  }

  /**
   * The scope of a signed-in user, in one query that also gives what the
   * pages show of the branches. A deactivated account or one without a role sees nothing.
   */
  static async of(user: User, client?: QueryClientContract) {
    if (!user.isActive || !user.roleId) return new BranchScope(false, [])
    if (!('role' in user.$preloaded)) await user.load('role')
    const branches = await Branch.query({ client })
      .apply((scopes) => scopes.visibleTo(user))
      .select('id', 'code', 'name', 'is_active')
      .orderBy('name')
      .orderBy('id')
    return new BranchScope(user.role?.allBranches === true, branches)
  }

  /** The active branches in scope, by name: where the user works today. */
  activeBranches() {
    return this.branches.filter((branch) => branch.isActive)
  }

  /**
   * The active branch a screen was asked for (`?branch=`), else the first
   * active one, or null when the user works at none: a per-branch screen
   * (quick keys, reorder suggestions) always shows one branch.
   */
  chosenActiveBranch(branchId: number | undefined) {
    const branches = this.activeBranches()
    return branches.find((branch) => branch.id === branchId) ?? branches[0] ?? null
  }

  includes(branchId: number) {
    return this.branchIds.includes(branchId)
  }

  /**
   * A list's or report's `?branch=`: absent (all the scope's branches) or
   * one of them. Another branch answers 404, as its records do, on every
   * screen that takes the filter.
   */
  branchFilter(branchId: number | undefined) {
    if (branchId !== undefined && !this.includes(branchId)) {
      throw new lucidErrors.E_ROW_NOT_FOUND(Branch)
    }
    return branchId
  }

  /**
   * Limits a query to rows whose branch column is in scope. Given several
   * columns (a transfer's `from_branch_id` and `to_branch_id`), a row is in
   * scope when any of them is: both ends of a transfer see it.
   */
  restrict<Query extends ChainableContract>(
    query: Query,
    columns: BranchColumns = 'branch_id'
  ): Query {
    if (this.allBranches) return query
    const ids = [...this.branchIds]
    if (typeof columns === 'string') return query.whereIn(columns, ids)
    // Grouped, so the OR cannot widen the query's other conditions.
    return query.where((inner) => {
      for (const column of columns) inner.orWhereIn(column, ids)
    })
  }

  /**
   * The row `id` of the model, only when it belongs to a branch in scope;
   * otherwise Lucid's not-found error, which answers 404. For the branches
   * table itself, pass `'id'` as the column.
   */
  async findOrFail<Model extends LucidModel>(
    model: Model,
    id: unknown,
    options: { column?: BranchColumns; client?: QueryClientContract } = {}
  ): Promise<InstanceType<Model>> {
    return this.firstOrFail(
      model.query({ client: options.client }).where(model.primaryKey, recordId(id, model)),
      options.column
    )
  }

  /** The first row of any model query, limited to the scope; not found answers 404. */
  firstOrFail<Model extends LucidModel>(
    query: ModelQueryBuilderContract<Model, InstanceType<Model>>,
    columns: BranchColumns = 'branch_id'
  ): Promise<InstanceType<Model>> {
    return this.restrict(query, columns).firstOrFail()
  }
}

/** Route ids are row ids; anything else cannot name a row (and PostgreSQL would choke). */
function recordId(id: unknown, model: LucidModel) {
  if (!isRecordId(id)) throw new lucidErrors.E_ROW_NOT_FOUND(model)
  return Number(id)
}
