// node apps/server/dist/database-image.js <file>
// Writes the image a first start on the embedded database begins from: a database with every migration applied and
// nothing else, gzipped (decision 053). The build makes it when the migrations or PGlite changed.
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { openDatabase } from './db/client';

const file = process.argv[2];
if (!file) throw new Error('Usage: node database-image.js <file>');
const database = await openDatabase({ kind: 'pglite', dataDir: null });
try {
  await database.migrate();
  const image = await database.image?.();
  if (!image) throw new Error('the embedded database gave no image');
  await writeFile(file, await promisify(gzip)(image));
} finally {
  await database.close();
}
