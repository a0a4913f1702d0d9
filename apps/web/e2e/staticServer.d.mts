/** A running static server. */
interface StaticServer {
  readonly url: string;
  readonly hits: string[];
  close(): Promise<void>;
}
/** Serves `root` under `prefix` on a free port. */
export declare const serveStatic: (root: string, prefix?: string) => Promise<StaticServer>;
