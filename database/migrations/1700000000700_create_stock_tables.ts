import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Stock: the ledger, the per-branch figures it
 * keeps, and the documents that post to it (receipts and transfers).
 * Quantities are integers; costs integer minor units.
 */
export default class extends BaseSchema {
  async up() {
    // Gap-free document numbers (TR-000001): one row per kind, bumped under its row lock.
    this.schema.createTable('document_sequences', (table) => {
      table.string('kind', 20).primary()
      table.integer('last_value').notNullable().defaultTo(0)
    })

    // A cache of the ledger: on_hand is the sum of the product's movements at the branch.
    this.schema.createTable('stock_levels', (table) => {
      table.increments('id')
      table.integer('product_id').unsigned().notNullable().references('products.id')
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.integer('on_hand').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['product_id', 'branch_id'])
      table.index(['branch_id', 'product_id'])
    })

    this.schema.createTable('stock_receipts', (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.string('supplier', 120).nullable()
      table.string('reference', 80).nullable()
      table.text('note').nullable()
      table.integer('user_id').unsigned().notNullable().references('users.id')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['branch_id', 'created_at'])
    })

    this.schema.createTable('stock_receipt_lines', (table) => {
      table.increments('id')
      table
        .integer('stock_receipt_id')
        .unsigned()
        .notNullable()
        .references('stock_receipts.id')
        .onDelete('CASCADE')
      table.integer('product_id').unsigned().notNullable().references('products.id')
      table.integer('quantity').notNullable()
      table.bigInteger('unit_cost').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['stock_receipt_id'])
      table.index(['product_id'])
    })

    this.schema.createTable('stock_transfers', (table) => {
      table.increments('id')
      table.string('number', 20).notNullable().unique()
      table.integer('from_branch_id').unsigned().notNullable().references('branches.id')
      table.integer('to_branch_id').unsigned().notNullable().references('branches.id')
      table.string('status', 12).notNullable().defaultTo('draft')
      table.text('note').nullable()
      table.integer('created_by').unsigned().notNullable().references('users.id')
      table.integer('sent_by').unsigned().nullable().references('users.id')
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.integer('received_by').unsigned().nullable().references('users.id')
      table.timestamp('received_at', { useTz: true }).nullable()
      table.integer('cancelled_by').unsigned().nullable().references('users.id')
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.check('?? <> ??', ['from_branch_id', 'to_branch_id'], 'stock_transfers_two_branches')
      table.index(['status', 'created_at'])
      table.index(['from_branch_id', 'status'])
      table.index(['to_branch_id', 'status'])
    })

    this.schema.createTable('stock_transfer_lines', (table) => {
      table.increments('id')
      table
        .integer('stock_transfer_id')
        .unsigned()
        .notNullable()
        .references('stock_transfers.id')
        .onDelete('CASCADE')
      table.integer('product_id').unsigned().notNullable().references('products.id')
      table.integer('quantity').notNullable()
      // Set on receipt; what is short of `quantity` was lost in transit, for `shortfall_reason`.
      table.integer('received_quantity').nullable()
      table.string('shortfall_reason', 200).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['stock_transfer_id', 'product_id'])
      table.index(['product_id'])
    })

    this.schema.createTable('stock_movements', (table) => {
      table.increments('id')
      table.integer('product_id').unsigned().notNullable().references('products.id')
      table.integer('branch_id').unsigned().notNullable().references('branches.id')
      table.integer('quantity').notNullable()
      table.integer('balance_after').notNullable()
      table.string('type', 20).notNullable()
      table.string('reason', 40).nullable()
      table.bigInteger('unit_cost').nullable()
      table.string('reference_type', 20).nullable()
      table.integer('reference_id').unsigned().nullable()
      table.integer('user_id').unsigned().nullable().references('users.id')
      table.text('note').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['product_id', 'branch_id', 'id'])
      table.index(['branch_id', 'created_at'])
      table.index(['reference_type', 'reference_id'])
    })

    // The ledger is append-only: the database refuses
    // to change or remove a row, whatever code asks. SQLite has no TRUNCATE
    // and no way to switch a trigger off, so there a row may go only with its
    // product, which its foreign key forbids while the row exists; the test
    // suite's wipe (foreign keys off, products emptied first) is the one case.
    if (this.db.dialect.name === 'postgres') {
      this.schema.raw(`
        CREATE FUNCTION stock_movements_append_only() RETURNS trigger AS $$
        BEGIN
          RAISE EXCEPTION 'stock_movements is append-only: % refused', TG_OP;
        END;
        $$ LANGUAGE plpgsql
      `)
      this.schema.raw(`
        CREATE TRIGGER stock_movements_append_only
        BEFORE UPDATE OR DELETE ON stock_movements
        FOR EACH ROW EXECUTE FUNCTION stock_movements_append_only()
      `)
    } else {
      this.schema.raw(`
        CREATE TRIGGER stock_movements_no_update BEFORE UPDATE ON stock_movements
        BEGIN SELECT RAISE(ABORT, 'stock_movements is append-only: UPDATE refused'); END
      `)
      this.schema.raw(`
        CREATE TRIGGER stock_movements_no_delete BEFORE DELETE ON stock_movements
        WHEN EXISTS (SELECT 1 FROM products WHERE products.id = OLD.product_id)
        BEGIN SELECT RAISE(ABORT, 'stock_movements is append-only: DELETE refused'); END
      `)
    }
  }

  async down() {
    this.schema.dropTable('stock_movements')
    if (this.db.dialect.name === 'postgres') {
      this.schema.raw('DROP FUNCTION IF EXISTS stock_movements_append_only()')
    }
    this.schema.dropTable('stock_transfer_lines')
    this.schema.dropTable('stock_transfers')
    this.schema.dropTable('stock_receipt_lines')
    this.schema.dropTable('stock_receipts')
    this.schema.dropTable('stock_levels')
    this.schema.dropTable('document_sequences')
  }
}
