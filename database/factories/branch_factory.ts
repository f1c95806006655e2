import factory from '@adonisjs/lucid/factories'
import Branch from '#models/branch'

let sequence = 0

/** A branch of its own for a test: code F001, F002, … so it never meets the demo's. */
export const BranchFactory = factory
  .define(Branch, () => {
    sequence++
    return {
      code: `F${String(sequence).padStart(3, '0')}`,
      name: `Factory branch ${sequence}`,
      isActive: true,
    }
  })
  .state('inactive', (branch) => {
    branch.isActive = false
  })
  .build()
