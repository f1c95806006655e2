import './css/app.scss'
import { createRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import { layoutFor } from '~/layouts/layout_for'

const APP_NAME = 'POS Center'

createInertiaApp({
  title: (title) => (title ? `${title} - ${APP_NAME}` : APP_NAME),
  resolve: (name) => resolvePageComponent(`./pages/${name}.tsx`, import.meta.glob('./pages/**/*.tsx')),
  layout: (name) => layoutFor(name),
  setup({ el, App, props }) {
    createRoot(el!).render(<App {...props} />)
  },
  progress: { color: '#0d6efd', delay: 250 },
})
