/// <reference types="vite/client" />

/** The year of the build, so the prerendered copyright line and the hydrated one agree. */
declare const __BUILD_YEAR__: number;
