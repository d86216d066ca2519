import { defineConfig } from 'drizzle-kit';

// Generates the SQL migrations in drizzle/ (`npm run db:generate`); they are applied at start by migrate().
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
