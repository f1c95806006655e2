/** wawoff2 ships no types; its decompressor turns a WOFF2 file into TrueType. */
declare module 'wawoff2/decompress.js' {
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>
}
