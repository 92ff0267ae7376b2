import 'server-only';
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStore } from './storage';

/** The bucket and client of `FILES_STORAGE=s3`, from the environment read when a file is stored or read. */
interface S3Target {
  client: S3Client;
  bucket: string;
}

const clients = new Map<string, S3Client>();

function target(): S3Target {
  const bucket = process.env.S3_BUCKET;
  if (!bucket) throw new Error('FILES_STORAGE=s3 needs S3_BUCKET');
  const config = {
    endpoint: process.env.S3_ENDPOINT || undefined,
    region: process.env.S3_REGION || 'us-east-1',
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' || process.env.S3_FORCE_PATH_STYLE === '1',
    accessKeyId: process.env.S3_ACCESS_KEY_ID,
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY,
  };
  const key = JSON.stringify(config);
  let client = clients.get(key);
  if (!client) {
    const { accessKeyId, secretAccessKey, ...rest } = config;
    // Without keys here the SDK's own chain answers (instance role, AWS_* variables, profile).
    client = new S3Client({ ...rest, ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}) });
    clients.set(key, client);
  }
  return { client, bucket };
}

// A file's id is a UUID the server made; the object's key is that id under `S3_PREFIX`.
const keyOf = (id: string) => `${process.env.S3_PREFIX ?? ''}${id}`;

/** An S3-compatible bucket: uploads in parts (lib-storage), downloads streamed from the object's body. */
export const s3Store: FileStore = {
  async put(_tx, id, data) {
    const { client, bucket } = target();
    await new Upload({ client, params: { Bucket: bucket, Key: keyOf(id), Body: data, ContentLength: data.byteLength } }).done();
  },
  async get(_tx, id) {
    const { client, bucket } = target();
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(id) }));
      return object.Body ? object.Body.transformToWebStream() : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  },
  async remove(ids) {
    if (ids.length === 0) return;
    const { client, bucket } = target();
    // DeleteObjects takes at most 1,000 keys a call.
    for (let start = 0; start < ids.length; start += 1000) {
      const Objects = ids.slice(start, start + 1000).map((id) => ({ Key: keyOf(id) }));
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
    }
  },
};
