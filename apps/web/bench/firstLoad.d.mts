/** The files index.html in `dist` loads before any interaction, relative to `dist`. */
export declare const firstLoadFiles: (dist: string) => string[];
/** Their total size in bytes, raw and gzipped at level 9. */
export declare const firstLoadBytes: (dist: string) => { raw: number; gzip: number };
