/**
 * `tsx tools/generate-schemas.ts`: writes schemas/json/*.schema.json and the standalone validators
 * (src/generated/validators/, each feature's generated/validators/) by hand. The build, the server and `npm run validate` run the same
 * generator (schemas/generate.ts) themselves.
 */
import { generateSchemas, SCHEMA_JSON_DIR, VALIDATORS_DIR } from '../schemas/generate.ts';

await generateSchemas();
console.log(`wrote ${SCHEMA_JSON_DIR} and ${VALIDATORS_DIR}`);
