// A database of one's own, migrated and seeded, and the seeded accounts' sign-ins: what bench/ needs of the API's
// internals, through a package subpath (@lendhub/api/testing/seed) rather than paths into api/src.
export { createDatabase } from '../database.ts';
export { migrateToLatest } from '../migrate.ts';
export { seedIfEmpty } from '../../seed/seed.ts';
export { DEMO_PASSWORD, SEED_USERS } from '../../seed/users.ts';
