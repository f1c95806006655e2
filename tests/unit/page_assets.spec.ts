import { test } from '@japa/runner'
import { pageAssets, type Manifest } from '#support/page_assets'

/** The shape of the build's manifest: the app entry, a page loaded by it, shared chunks. */
const manifest: Manifest = {
  'inertia/app.tsx': { file: 'app-1.js', css: ['app-1.css'], imports: ['_vendor.js'] },
  'inertia/pages/labels.tsx': {
    file: 'labels-2.js',
    imports: ['_vendor.js', '_fields.js'],
  },
  '_vendor.js': { file: 'vendor-3.js' },
  '_fields.js': { file: 'fields-4.js', css: ['labels-5.css'], imports: ['_frame.js'] },
  '_frame.js': { file: 'frame-6.js', css: ['frame-7.css', 'app-1.css'], imports: ['_fields.js'] },
}

test.group('Page assets of the production build', () => {
  test('every style sheet the entries import at any depth, each once, before the entry scripts', ({
    assert,
  }) => {
    const assets = pageAssets(manifest, ['inertia/app.tsx', 'inertia/pages/labels.tsx'], '/assets')
    assert.deepEqual(assets.stylesheets, [
      '/assets/app-1.css',
      '/assets/labels-5.css',
      '/assets/frame-7.css',
    ])
    assert.deepEqual(assets.scripts, ['/assets/app-1.js', '/assets/labels-2.js'])
  })

  test('a page that imports no style sheet links only the app’s; an unknown entry is an error', ({
    assert,
  }) => {
    const app = pageAssets(manifest, ['inertia/app.tsx'], '/static')
    assert.deepEqual(app, { stylesheets: ['/static/app-1.css'], scripts: ['/static/app-1.js'] })
    assert.throws(
      () => pageAssets(manifest, ['inertia/app.tsx', 'inertia/pages/nowhere.tsx'], '/assets'),
      'Cannot find "inertia/pages/nowhere.tsx" in the Vite manifest'
    )
  })
})
