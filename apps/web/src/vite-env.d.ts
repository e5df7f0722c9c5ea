/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin, e.g. http://localhost:3000 in development; empty (same origin) in production. */
  readonly VITE_API_BASE?: string;
}
