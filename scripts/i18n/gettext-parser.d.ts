// The part of gettext-parser's API the translation exchange uses (the package ships no types).
declare module "gettext-parser" {
  export interface PoComments {
    translator?: string;
    reference?: string;
    extracted?: string;
    flag?: string;
    previous?: string;
  }
  export interface PoTranslation {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    msgstr: string[];
    comments?: PoComments;
    obsolete?: boolean;
  }
  export interface PoData {
    charset?: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, PoTranslation>>;
    obsolete?: Record<string, Record<string, PoTranslation>>;
  }
  export const po: {
    parse(
      input: string | Uint8Array,
      options?: { defaultCharset?: string; validation?: boolean },
    ): PoData;
    compile(
      data: PoData,
      options?: { foldLength?: number; sort?: boolean; escapeCharacters?: boolean },
    ): Uint8Array;
  };
}
