// wawoff2 ships no types: Google's WOFF2 encoder and decoder built to WebAssembly
declare module 'wawoff2' {
  const wawoff2: {
    compress(sfnt: Uint8Array): Promise<Uint8Array>;
    decompress(woff2: Uint8Array): Promise<Uint8Array>;
  };
  export default wawoff2;
}
