// Types of scripts/site-files.mjs, for the TypeScript build scripts and checks that share it.
export declare const CLIENT: string;
export interface BuiltPage {
  /** The path a visitor types ("/about"); "/404.html" for the not-found page. */
  path: string;
  /** The HTML file under build/client. */
  file: string;
}
export declare function builtPages(client?: string): BuiltPage[];
export declare function attrs(html: string, tag: string, name: string): string[];
export declare function firstLoadFiles(html: string): {
  js: string[];
  css: string[];
  images: string[];
};
export declare function readSiteFile(path: string): Buffer;
/** The languages the build wrote from app/i18n/locales.ts (build/server/languages.json). */
export declare function builtLanguages(): {
  defaultLocale: string;
  locales: string[];
  /** The languages under a prefix: every one but the default. */
  prefixed: string[];
  /** Matches a path's language prefix ("/am" of "/am/projects"). */
  prefix: RegExp;
};
