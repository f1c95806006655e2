import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import postcssRTLCSS from 'postcss-rtlcss'
import adonisjs from '@adonisjs/vite/client'

export default defineConfig({
  plugins: [
    react(),
    adonisjs({ entryPoints: ['inertia/app.tsx'], reload: ['resources/views/**/*.edge'] }),
  ],
  css: {
    // One stylesheet for both directions: rules that depend on the side are
    // emitted for [dir="ltr"] and mirrored for [dir="rtl"] (the RTL setting).
    postcss: { plugins: [postcssRTLCSS({ mode: 'combined' })] },
    preprocessorOptions: {
      // Bootstrap 5.3 still uses @import and global colour functions.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    // Bootstrap and React in one vendor chunk are expected to be this large.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  resolve: {
    // #common/* (the rules shared with the server) needs no alias: Vite reads
    // package.json "imports" as Node does, and inertia/tsconfig.json too.
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
    },
  },
})
