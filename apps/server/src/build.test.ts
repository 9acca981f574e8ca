import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureServerBuilt } from './test/server-process';

const assets = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));

describe('the build that npm start serves', () => {
  it('is a production build even when a test runner (NODE_ENV=test) made it', () => {
    ensureServerBuilt();
    const scripts = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(`${assets}/${file}`, 'utf8'));
    const bundle = scripts.join('\n');
    // React's production build reports errors by number; its development build carries the full texts.
    expect(bundle).toContain('Minified React error');
    expect(bundle).not.toContain('Each child in a list should have a unique "key" prop');
  });
});
