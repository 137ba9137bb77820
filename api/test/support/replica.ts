import request from 'supertest';
import { startHttpApp, startTestApp, type TestApp } from './test-app';

export interface WithReplica {
  /** The test app; its close() also closes the replica. */
  t: TestApp;
  /** A second API process on the same database and Redis, as a replica would be. */
  replicaHttp: ReturnType<typeof request>;
}

/** Starts a test app and a replica of it (same config, so same database and Redis). */
export async function startWithReplica(): Promise<WithReplica> {
  const app = await startTestApp();
  const replica = await startHttpApp(app.config);
  const close = async () => {
    await replica.close();
    await app.close();
  };
  return { t: { ...app, close }, replicaHttp: request(replica.getHttpServer()) };
}
