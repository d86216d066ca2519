// The part of the `compression` middleware's API the site's server uses (the package ships no types).
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Options = { brotli?: { params?: Record<number, number> } };
  export default function compression(options?: Options): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
