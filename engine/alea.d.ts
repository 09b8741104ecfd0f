/** Typing for seedrandom's Alea generator module (seedrandom 3, `lib/alea.js`), imported alone to keep bundles small. */
declare module 'seedrandom/lib/alea.js' {
  interface AleaState {
    c: number;
    s0: number;
    s1: number;
    s2: number;
  }
  interface AleaPrng {
    (): number;
    state(): AleaState;
  }
  function alea(seed: string, options?: { state: AleaState | true }): AleaPrng;
  export default alea;
}
