/**
 * The part of jsdom's API the browser tests use (tests/e2e/html.ts). jsdom ships no types of its
 * own, and DefinitelyTyped's trail its versions (none for 29): these name only what is called.
 */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
