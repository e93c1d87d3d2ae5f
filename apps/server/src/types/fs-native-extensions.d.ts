// The package ships no types; these are the two calls the data-directory lock uses (see its README).
declare module 'fs-native-extensions' {
  /** An exclusive (or with `shared`, a shared) lock on the whole file; false when another holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
