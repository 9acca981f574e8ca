import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './env';

/**
 * A message as its reader sees it: each text part's quoted-printable or base64 decoded as UTF-8 (a Dhivehi mail's
 * Thaana), parts of a multipart message in turn; headers and attachments kept as written.
 */
function readable(part: string): string {
  const split = part.search(/\r?\n\r?\n/);
  if (split < 0) return part;
  const headers = part.slice(0, split);
  const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (/^Content-Type: multipart\//im.test(headers) && boundary)
    return `${headers}\n\n${body.split(`--${boundary}`).map(readable).join(`--${boundary}`)}`;
  if (!/^Content-Type: text\//im.test(headers) && /^Content-Type:/im.test(headers)) return part;
  if (/^Content-Transfer-Encoding: base64$/im.test(headers))
    return `${headers}\n\n${Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')}`;
  // Quoted-printable only where the part says so: a 7bit token after "=" is not an escape.
  if (/^Content-Transfer-Encoding: quoted-printable$/im.test(headers))
    return `${headers}\n\n${Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')}`;
  return part;
}

/** The test server's outbox, newest first, each message as its reader sees it. */
async function outbox() {
  const dir = join(E2E_DATA_DIR, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
  return Promise.all(
    files.map(async (file) => {
      return readable(await readFile(join(dir, file), 'utf8'));
    }),
  );
}

/** The newest mail to `to` whose text holds `needle` (or matches it), once the server's mail worker wrote it. */
export async function mailTo(to: string, needle: string | RegExp) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = (await outbox()).find(
      (text) => text.includes(`To: ${to}`) && (typeof needle === 'string' ? text.includes(needle) : needle.test(text)),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with ${needle}`);
}

/** The link of the newest mail to `to` that points at `path?token=...`. */
export async function linkFromOutbox(to: string, path: string) {
  const link = new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`);
  return (link.exec(await mailTo(to, link)) as RegExpExecArray)[0];
}
