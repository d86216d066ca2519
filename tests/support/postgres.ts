import { installPostgres, POSTGRES_HINT, postgresBinDir } from '../../scripts/lib/postgres';

export { startPostgres } from '../../scripts/lib/postgres';

/**
 * The PostgreSQL tests use Debian's package (scripts/lib/postgres.ts), installed here as root
 * when missing. Where it cannot be: in CI the tests fail (.ci/run installs it), locally they are
 * skipped with the reason.
 */
export const postgresMissing = postgresBinDir() || (installPostgres() && postgresBinDir()) ? undefined : POSTGRES_HINT;
if (postgresMissing && process.env.CI) throw new Error(`${postgresMissing}: CI must run the PostgreSQL tests`);
if (postgresMissing) console.info(`[postgres] skipping the PostgreSQL tests: ${postgresMissing}`);
