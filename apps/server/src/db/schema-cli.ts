import fs from 'node:fs';
import path from 'node:path';
import { generateSchemaFromMigrations } from './schema-generator.js';

/**
 * `npm run db:types`: writes db/schema.ts, the table types, generated from a new in-memory database
 * brought up by the migrations. Run it after adding or changing a migration and commit the result.
 */
const file = path.join(import.meta.dirname, 'schema.ts');
fs.writeFileSync(file, await generateSchemaFromMigrations());
process.stdout.write(`Wrote ${path.relative(process.cwd(), file)}\n`);
