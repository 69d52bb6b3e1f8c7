// Types of scripts/font-glyphs.mjs, for the checks of the build's fonts.
export declare function codePoints(bytes: Uint8Array): Promise<Set<number>>;
