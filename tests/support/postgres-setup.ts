import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/lib/postgres';
import { postgresMissing } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of the run's PostgreSQL server ('' where it is missing and may be). */
    postgresUrl: string;
  }
}

/** The integration suite on PostgreSQL (project integration-postgres): one server per run. */
export default async function setup(project: TestProject) {
  if (postgresMissing) {
    project.provide('postgresUrl', '');
    return;
  }
  const server = await startPostgres();
  project.provide('postgresUrl', server.url());
  return () => server.stop();
}
