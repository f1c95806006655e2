/** subset-font ships no types; the build (vite.config.ts) keeps the icon font's used glyphs with it. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' }
  ): Promise<Buffer>
}
