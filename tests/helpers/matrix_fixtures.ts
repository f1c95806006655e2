import User from '#models/user'
import Branch from '#models/branch'
import Customer from '#models/customer'
import Role from '#models/role'
import Product from '#models/product'

/**
 * Record ids the route matrix puts into paths: one per kind of record,
 * inside and outside the scoped demo users' branches where that matters,
 * and spares for the actions that use a record up (erase, delete).
 */
export interface MatrixFixtures {
  users: Record<'admin' | 'manager' | 'cashier' | 'clerk', number>
  /** DTN and NTH are the manager's; HBR is nobody's; SPR is unused, so it can be deleted. */
  branches: Record<'dtn' | 'nth' | 'hbr' | 'spare', number>
  customers: Record<'regular' | 'toErase' | 'toDelete', number>
  /** The Manager role, held by the demo manager (so it cannot be deleted). */
  roles: Record<'manager', number>
  /** `kept` for every product route; `deletable` only for DELETE, so the rest still find theirs. */
  products: Record<'kept' | 'deletable', number>
}

async function matrixProduct(sku: string) {
  const product = await Product.firstOrCreate(
    { sku },
    { name: `Matrix ${sku}`, unit: 'each', price: 100, cost: 60, taxRateBp: 800, isActive: true }
  )
  return product.id
}

export async function matrixFixtures(): Promise<MatrixFixtures> {
  const userId = async (email: string) => {
    const user = await User.findByOrFail('email', email)
    return user.id
  }
  const branchId = async (code: string) => {
    const branch = await Branch.findByOrFail('code', code)
    return branch.id
  }
  const managerRole = await Role.findByOrFail('name', 'Manager')
  const spare = await Branch.create({ code: 'SPR', name: 'Spare branch' })
  const [regular, toErase, toDelete] = await Customer.createMany([
    { name: 'Rita Regular', email: 'rita@matrix.test', phone: '+1 555 0101' },
    { name: 'Erin Erasable', email: 'erin@matrix.test' },
    { name: 'Dan Deletable' },
  ])
  return {
    users: {
      admin: await userId('admin@demo.test'),
      manager: await userId('manager@demo.test'),
      cashier: await userId('cashier@demo.test'),
      clerk: await userId('clerk@demo.test'),
    },
    branches: {
      dtn: await branchId('DTN'),
      nth: await branchId('NTH'),
      hbr: await branchId('HBR'),
      spare: spare.id,
    },
    customers: { regular: regular.id, toErase: toErase.id, toDelete: toDelete.id },
    roles: { manager: managerRole.id },
    products: {
      kept: await matrixProduct('MATRIX-KEPT'),
      deletable: await matrixProduct('MATRIX-DELETABLE'),
    },
  }
}
