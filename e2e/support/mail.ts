import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './env';

/** The test server's outbox, newest first, each message with its quoted-printable parts decoded. */
async function outbox() {
  const dir = join(E2E_DATA_DIR, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file), 'utf8');
      // Quoted-printable only where the message says so: a 7bit token after "=" is not an escape.
      return /^Content-Transfer-Encoding: quoted-printable$/im.test(raw)
        ? raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
        : raw;
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
