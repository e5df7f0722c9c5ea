/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin, e.g. http://localhost:3000 in development; empty (same origin) in production. */
  readonly VITE_API_BASE?: string;
  /** The attribution adapter to use (lib/attribution.ts); unset: off. */
  readonly VITE_ATTRIBUTION_ADAPTER?: string;
}
