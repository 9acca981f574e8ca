import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@club/shared';

/** A page the build rendered, as sent: the HTML and its compressed copies. */
export interface PageCopy {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** An address as a CSS url() that cannot end the string, the rule or the <style> element. */
const cssUrl = (url: string) => `url("${url.replace(/["\\<>\s]/g, (c) => encodeURIComponent(c))}")`;

/**
 * The rules that put the photograph in the home page's hero (`.hero-photo`, drawn by the app): the
 * 800 px copy for phones, the 1600 px one for wide or sharp screens; the original for a picture
 * elsewhere on the web. The shade that keeps the title readable shows only with a photograph.
 */
function heroPhotoStyle(url: string): string {
  const [small, large] = IMAGE_VARIANT_WIDTHS['site-images'];
  const phone = imageVariantUrl(url, small) ?? url;
  const wide = imageVariantUrl(url, large) ?? url;
  return (
    `<style>.hero-photo{background-image:${cssUrl(phone)}}` +
    `@media (min-width:${small + 1}px),(min-width:400px) and (min-resolution:2dppx){.hero-photo{background-image:${cssUrl(wide)}}}` +
    '.hero-photo>.hero-photo-shade{display:block}</style>'
  );
}

/**
 * The home page with its photograph (Club Settings) in it from the first paint: the rules that draw it
 * go into the page's head, so the picture loads with the page, not after its scripts and their request
 * for the settings. Made and compressed once per photograph, for the first visitor after a change.
 */
export function homeWithHeroPhoto(home: PageCopy) {
  let made: { url: string; page: PageCopy } | undefined;
  return (heroImageUrl: string | null): PageCopy => {
    if (!heroImageUrl) return home;
    if (made?.url !== heroImageUrl) {
      const html = Buffer.from(home.html.toString('utf8').replace('</head>', `${heroPhotoStyle(heroImageUrl)}</head>`));
      made = {
        url: heroImageUrl,
        page: {
          html,
          br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
          gzip: gzipSync(html, { level: 9 }),
        },
      };
    }
    return made.page;
  };
}
