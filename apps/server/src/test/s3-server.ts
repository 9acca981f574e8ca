import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';

/** An S3-compatible server in this process (the npm package s3rver) with one empty bucket; no cloud account. */
export async function startS3Server() {
  const directory = await mkdtemp(join(tmpdir(), 'club-s3-'));
  let server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const bucket = `club-${Math.random().toString(36).slice(2, 10)}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    /** Stops answering (connections refused), keeping the bucket's files. */
    async stop() {
      await server.close();
    },
    /** Answers again on the same address with the same files. */
    async restart() {
      server = new S3rver({ port: address.port, address: '127.0.0.1', silent: true, directory });
      await server.run();
    },
    async close() {
      await server.close().catch(() => {});
      await rm(directory, { recursive: true, force: true });
    },
  };
}
