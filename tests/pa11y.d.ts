// The part of pa11y's API the tests use (pa11y ships no types).
declare module "pa11y" {
  import type { Browser, Page } from "puppeteer";
  interface Issue {
    code: string;
    type: "error" | "warning" | "notice";
    message: string;
    selector: string;
  }
  interface Options {
    browser?: Browser;
    page?: Page;
    runners?: ("htmlcs" | "axe")[];
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    includeNotices?: boolean;
    includeWarnings?: boolean;
    timeout?: number;
    viewport?: { width: number; height: number };
    actions?: string[];
  }
  export default function pa11y(
    url: string,
    options?: Options,
  ): Promise<{ issues: Issue[]; pageUrl: string }>;
}
