// The unit tests of the web app run in English, with every text loaded, as a page drawn in English is.
import { beforeAll } from 'vitest';
import { allTextAreas, startLanguage } from '../lib/i18n';

beforeAll(() => startLanguage('en', allTextAreas()));
