/**
 * sharp (libvips) is loaded on the first image, not at start: it adds some 30 MB of resident memory
 * that a server which never receives an upload or draws an icon should not carry (the idle-memory
 * budget of PGlite). One loader for every area that touches images.
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
export const loadSharp = async () => (await (sharpModule ??= import('sharp'))).default;
