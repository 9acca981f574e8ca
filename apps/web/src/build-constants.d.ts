/** The year the web app was built (vite.config.ts): what the build's rendered pages show in the footer. */
declare const __BUILD_YEAR__: number;
