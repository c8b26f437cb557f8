import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes a new migration into server/store/migrations from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/store/schema.ts',
  out: './server/store/migrations',
});
