import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

export default configApp(
  ...react,
  {
    ignores: ['build/**', 'tmp/**', 'public/assets/**', '.adonisjs/**', 'storage/**'],
  },
  {
    files: ['inertia/**/*.{ts,tsx}'],
    rules: {
      // Menu targets are paths the server sends; Inertia's own Link takes them as they are.
      '@adonisjs/prefer-adonisjs-inertia-link': 'off',
      // Pure modules that run on both sides: the label preview uses the PDF's layout engine.
      '@adonisjs/no-backend-import-in-frontend': [
        'error',
        {
          allowed: [
            '../../../app/services/labels/layout.js',
            '../../../app/services/labels/templates.js',
          ],
        },
      ],
    },
  }
)
