import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

export default configApp(
  ...react,
  {
    ignores: ['build/**', 'tmp/**', 'public/assets/**', '.adonisjs/**', 'storage/**'],
  },
  {
    // Pure rules both sides run: no framework, package or Node import, nothing from app/ or inertia/.
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!#common/|\\./)',
              message:
                'common/ imports only common/ (#common/... or ./): it runs on the server and in the pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['inertia/**/*.{ts,tsx}'],
    rules: {
      // common/ holds the pure rules both sides run (money, barcodes, label layout): the rule
      // reads package.json "imports" and takes #common/* for server code unless allowed here.
      '@adonisjs/no-backend-import-in-frontend': ['error', { allowed: ['#common/**'] }],
    },
  }
)
