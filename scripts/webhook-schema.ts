// npm run webhook:schema: writes docs/webhooks.schema.json, the JSON Schema of every webhook
// payload, from the zod schemas the server uses (src/server/webhooks/events.ts). A unit test
// fails while the file is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { webhookJsonSchema } from '@/server/webhooks/events';

const file = path.resolve('docs/webhooks.schema.json');
writeFileSync(file, webhookJsonSchema());
process.stdout.write(`[webhook:schema] ${path.relative(process.cwd(), file)} written\n`);
