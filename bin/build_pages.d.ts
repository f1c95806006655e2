/** Types of bin/build_pages.js for the TypeScript that imports it (the bundle budget test, the benchmark). */
export declare const ASSETS_DIR: string
export declare const MANIFEST_PATH: string
export declare function pagesAreBuilt(): boolean
export declare function buildPagesIfChanged(options?: { log?: (message: string) => void }): boolean
export declare function ensureRouteRegistry(): void
