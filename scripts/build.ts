// npm run build: `next build`, then the stamp that lets `npm start`, `npm run test:e2e` and
// `npm run bench` reuse this build for as long as sources and baked variables are unchanged.
import { build } from './lib/build';

process.exit(await build(process.env));
