/**
 * The CSP hashes of the inline scripts Hearth's pages may run: only index.html's head script
 * (landingRouteScript in src/app/render-landing-html.tsx), which runs before the first paint without
 * a download. Its text is the same in every build, so its hash is too; the build fails when the
 * script changes and this hash was not updated (vite.config.ts).
 */
export const INLINE_SCRIPT_HASHES: readonly string[] = ["'sha256-bGL+ubELhQOmK6kuIgCGwNNrH7hUXsKQ2DBPA7wbxYM='"];
