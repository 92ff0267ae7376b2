import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestBucket {
  /** `FILES_STORAGE=s3` and the `S3_*` variables of this bucket, for `process.env` */
  env: Record<string, string>;
  /** the folder s3rver keeps the objects in */
  directory: string;
  close(): Promise<void>;
}

const bucket = 'files-test';

/** An S3-compatible server (s3rver) on a loopback port in this process, with one empty bucket. */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      FILES_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
