import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'

/** A LIKE pattern matching `words` anywhere, with LIKE's own wildcards taken literally. */
export function likePattern(words: string) {
  return `%${words.trim().replace(/[%_\\]/g, '\\$&')}%`
}

/**
 * The columns each indexed search looks in. Migration 1700000001200 gives
 * them trigram indexes: an FTS5 table `<table>_search` on SQLite, GIN
 * indexes on PostgreSQL. A column added here needs a migration too.
 */
export const TEXT_SEARCH_COLUMNS = {
  products: ['name', 'sku', 'barcode'],
  customers: ['name', 'email', 'phone'],
  orders: ['number'],
  returns: ['number'],
} as const

export type SearchedTable = keyof typeof TEXT_SEARCH_COLUMNS

/** A trigram index can answer only for words of at least three characters. */
const TRIGRAM_LENGTH = 3

/** Whether a SQLite table is part of a search index (the FTS5 table or its shadow tables), not data. */
export function isSearchIndexTable(name: string) {
  return Object.keys(TEXT_SEARCH_COLUMNS).some(
    (table) => name === `${table}_search` || name.startsWith(`${table}_search_`)
  )
}

/**
 * Narrows `query` to the rows of `table` with `words` anywhere in one of
 * its searched columns, case-blind, wildcards taken literally, as
 * `ILIKE '%words%'` would, but through the trigram index. On SQLite that
 * is the FTS5 table, matched as one phrase: a trigram phrase is a
 * substring. Words shorter than a trigram are looked for row by row.
 */
export function whereTextMatches<Query extends ChainableContract>(
  query: Query,
  search: { table: SearchedTable; words: string; dialect: string }
): Query {
  const { table, dialect } = search
  const words = search.words.trim()
  if (dialect !== 'postgres' && [...words].length >= TRIGRAM_LENGTH) {
    return query.whereRaw(
      `${table}.id IN (SELECT rowid FROM ${table}_search WHERE ${table}_search MATCH ?)`,
      [`"${words.replaceAll('"', '""')}"`]
    )
  }
  const like = likePattern(words)
  return query.where((inner) => {
    for (const column of TEXT_SEARCH_COLUMNS[table]) inner.orWhereILike(`${table}.${column}`, like)
  })
}
