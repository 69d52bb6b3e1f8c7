// Types of scripts/security-headers.mjs.
export declare const securityHeaders: readonly [name: string, value: string, httpsOnly: boolean][];
export declare function contentSecurityPolicy(scriptHashes: string, frameOrigin: string): string;
export declare function nginxSecurityHeaders(): string;
export declare function headersFileLines(): string[];
export declare function serveJson(): unknown;
export declare function generatedFiles(): Record<string, string>;
