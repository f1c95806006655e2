import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import StockTransfer from '#models/stock_transfer'
import User from '#models/user'
import { BranchScope } from '#services/platform/branch_scope'
import { dashboardTransfersToReceive, dashboardWaitingUsers } from '#services/shop/dashboard'
import { freshDatabase } from '#tests/helpers/database'
import { verifiedAccount } from '#tests/helpers/access'
import { branchCoded } from '#tests/helpers/stock'

async function scopeOf(email: string) {
  const user = await User.findByOrFail('email', email)
  await user.load('role')
  return BranchScope.of(user)
}

test.group('Dashboard lists', (group) => {
  group.each.setup(() => freshDatabase())

  test('transfers to receive: sent ones arriving at the user’s branches, oldest first', async ({
    assert,
  }) => {
    const [dtn, nth, hbr] = await Promise.all(['DTN', 'NTH', 'HBR'].map(branchCoded))
    const admin = await User.findByOrFail('email', 'admin@demo.test')
    const sentAt = DateTime.fromISO('2026-11-02T10:00:00Z')
    const move = (number: string, from: number, to: number, status: string, minutes = 0) => ({
      number,
      fromBranchId: from,
      toBranchId: to,
      status: status as 'sent',
      createdBy: admin.id,
      sentBy: status === 'draft' ? null : admin.id,
      sentAt: status === 'draft' ? null : sentAt.plus({ minutes }),
    })
    await StockTransfer.createMany([
      move('TR-000001', dtn.id, nth.id, 'sent', 30),
      move('TR-000002', nth.id, dtn.id, 'sent', 10),
      move('TR-000003', hbr.id, nth.id, 'draft'),
      move('TR-000004', dtn.id, hbr.id, 'sent'),
      move('TR-000005', hbr.id, nth.id, 'received'),
    ])
    const numbers = async (email: string) => {
      const { total, transfers } = await dashboardTransfersToReceive(await scopeOf(email))
      return { total, numbers: transfers.map((transfer) => transfer.number) }
    }
    // Northside receives TR-000001; TR-000002 leaves it; a draft or a received one waits for nobody.
    assert.deepEqual(await numbers('clerk@demo.test'), { total: 1, numbers: ['TR-000001'] })
    assert.deepEqual(await numbers('cashier@demo.test'), { total: 1, numbers: ['TR-000002'] })
    assert.deepEqual(await numbers('manager@demo.test'), {
      total: 2,
      numbers: ['TR-000002', 'TR-000001'],
    })
    assert.deepEqual(await numbers('admin@demo.test'), {
      total: 3,
      numbers: ['TR-000004', 'TR-000002', 'TR-000001'],
    })
  })

  test('waiting accounts: only those whose branches all lie within the user’s', async ({
    assert,
  }) => {
    const [nth, hbr] = await Promise.all(['NTH', 'HBR'].map(branchCoded))
    await verifiedAccount('Nora Nowhere', 'nora@demo.test')
    const northsider = await verifiedAccount('Nick North', 'nick@demo.test')
    await northsider.related('branches').attach([nth.id])
    const harbourer = await verifiedAccount('Hal Harbour', 'hal@demo.test')
    await harbourer.related('branches').attach([hbr.id])
    const names = async (email: string) => {
      const { total, users } = await dashboardWaitingUsers(await scopeOf(email))
      return { total, names: users.map((user) => user.name).sort() }
    }
    assert.deepEqual(await names('manager@demo.test'), {
      total: 2,
      names: ['Nick North', 'Nora Nowhere'],
    })
    assert.deepEqual(await names('admin@demo.test'), {
      total: 3,
      names: ['Hal Harbour', 'Nick North', 'Nora Nowhere'],
    })
  })
})
