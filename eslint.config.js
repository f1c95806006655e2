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
    },
  }
)
