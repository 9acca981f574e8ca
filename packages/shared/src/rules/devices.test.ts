import { describe, expect, it } from 'vitest';
import { deviceOf } from './devices';

describe('deviceOf', () => {
  it('names the browser and system of the user agents people bring', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', system: 'Android' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      browser: 'Firefox',
      system: 'macOS',
    });
  });

  it('names nothing it cannot tell', () => {
    expect(deviceOf(null)).toBeNull();
    expect(deviceOf('')).toBeNull();
    expect(deviceOf('curl/8.5.0')).toBeNull();
  });
});
