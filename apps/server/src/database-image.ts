// node apps/server/dist/database-image.js <folder>
// Makes the data folder a first start on the embedded database begins from: a database with every migration applied
// and nothing else (decision 053). The build makes it when the migrations or the packages changed.
import { openDatabase } from './db/client';

const folder = process.argv[2];
if (!folder) throw new Error('Usage: node database-image.js <folder>');
const database = await openDatabase({ kind: 'pglite', dataDir: folder });
try {
  await database.migrate();
} finally {
  await database.close();
}
