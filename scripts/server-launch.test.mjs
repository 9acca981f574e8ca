import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-launch.mjs';

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const settings = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);

describe('the server is started with the same settings everywhere', () => {
  it('npm start', () => {
    const start = JSON.parse(read('package.json')).scripts.start;
    expect(start).toContain(`${settings.join(' ')} node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`);
  });

  it('the systemd unit', () => {
    const unit = read('deploy/systemd/club@.service');
    for (const setting of settings) expect(unit).toMatch(new RegExp(`^Environment=${setting}$`, 'm'));
    expect(unit).toMatch(
      new RegExp(`^ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js$`, 'm'),
    );
  });
});
