import { defineConfig } from '@adonisjs/core/bodyparser'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: {
    convertEmptyStringsToNull: true,
    types: ['application/x-www-form-urlencoded'],
  },
  json: {
    convertEmptyStringsToNull: true,
    types: ['application/json', 'application/json-patch+json', 'application/vnd.api+json'],
  },
  // No route streams uploads to disk before sign-in, CSRF and the permission
  // check: the one action that takes a file (CSV import) receives it itself,
  // in memory, and a multipart body anywhere else is never read.
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: true,
    processManually: [],
    limit: '10mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
