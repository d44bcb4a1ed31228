// The ranks of one encoding, packed at build time by vite.config.ts `packedRanks` (core/tokenizer/packed-ranks.ts).
declare module 'virtual:cce-packed-ranks/*' {
  const ranks: import('../core/tokenizer/packed-ranks.ts').PackedRanks;
  export default ranks;
}
