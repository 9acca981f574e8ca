import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(field: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = `----club${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
