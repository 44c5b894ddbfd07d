/**
 * The directory whose files Vite copies as they are into the client build's root (Vite docs,
 * publicDir), relative to the project root: the favicon, and the content's images the dataset
 * compiler copies in. A build that reuses a compiled app copies it the same way
 * (scripts/build/app-build-cache.ts).
 */
export const PUBLIC_DIR = "web/public";
