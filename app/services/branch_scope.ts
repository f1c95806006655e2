import { errors as lucidErrors } from '@adonisjs/lucid'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Branch from '#models/branch'
import type User from '#models/user'
import { isRecordId } from '#support/record_id'

/**
 * The branches a user may see (DESIGN.md section 4), and the one way every
 * query on branch-owned data (stock, transfers, orders, returns, reports,
 * dashboard) is limited to them. A record outside the scope is reported as
 * missing (404), never as forbidden, so its existence is not revealed.
 *
 * The scope covers inactive branches too: their history stays readable.
 */
export class BranchScope {
  private constructor(
    /** True for a role with `all_branches`: every branch, including ones created later. */
    readonly allBranches: boolean,
    /** The branches in scope; every branch when `allBranches`. */
    readonly branchIds: readonly number[]
  ) {}

  /** The scope of a signed-in user. A deactivated account or one without a role sees nothing. */
  static async of(user: User, client?: QueryClientContract) {
    if (!user.isActive || !user.roleId) return new BranchScope(false, [])
    if (!('role' in user.$preloaded)) await user.load('role')
    const branches = await Branch.query({ client })
      .apply((scopes) => scopes.visibleTo(user))
      .select('id')
      .orderBy('id')
    return new BranchScope(
      user.role?.allBranches === true,
      branches.map((branch) => branch.id)
    )
  }

  includes(branchId: number) {
    return this.branchIds.includes(branchId)
  }

  /** Limits a query to rows whose `column` is a branch in scope. */
  restrict<Query extends ChainableContract>(query: Query, column = 'branch_id'): Query {
    if (!this.allBranches) query.whereIn(column, [...this.branchIds])
    return query
  }

  /**
   * The row `id` of the model, only when it belongs to a branch in scope;
   * otherwise Lucid's not-found error, which answers 404. For the branches
   * table itself, pass `'id'` as the column.
   */
  async findOrFail<Model extends LucidModel>(
    model: Model,
    id: unknown,
    options: { column?: string; client?: QueryClientContract } = {}
  ): Promise<InstanceType<Model>> {
    return this.firstOrFail(
      model.query({ client: options.client }).where(model.primaryKey, recordId(id, model)),
      options.column
    )
  }

  /** The first row of any model query, limited to the scope; not found answers 404. */
  firstOrFail<Model extends LucidModel>(
    query: ModelQueryBuilderContract<Model, InstanceType<Model>>,
    column = 'branch_id'
  ): Promise<InstanceType<Model>> {
    return this.restrict(query, column).firstOrFail()
  }
}

/** Route ids are row ids; anything else cannot name a row (and PostgreSQL would choke). */
function recordId(id: unknown, model: LucidModel) {
  if (!isRecordId(id)) throw new lucidErrors.E_ROW_NOT_FOUND(model)
  return Number(id)
}
