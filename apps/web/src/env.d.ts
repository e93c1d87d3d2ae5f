/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which build this is (vite.config.ts): offline copies saved by another build are not read. */
  readonly VITE_BUILD_ID: string;
}
