import { type ClubLogo, IDENTITY_MESSAGES } from '@club/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/errors';
import { loadSharp } from '../../platform/images';
import { readMultipartForm } from '../../platform/multipart';
import type { FileStorage } from '../../platform/storage';

/** The sizes the portal draws the logo at: the installed app's icons and the site header's mark. */
const LOGO_SIZES = { large: 512, icon: 192, small: 64 } as const;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const MAX_INPUT_PIXELS = 50_000_000;

const ACCEPTED_FORMATS = new Set(['svg', 'png', 'jpeg', 'webp']);

/**
 * An SVG may only draw what it holds itself: no DOCTYPE or entity (XML entity expansion, local files), no
 * stylesheet import, and no link to anything but its own parts (`#id`) or inline data.
 */
function refusesSvg(data: Buffer) {
  const text = data.toString('utf8');
  if (/<!DOCTYPE|<!ENTITY|@import/i.test(text)) return true;
  for (const match of text.matchAll(/\b(?:xlink:)?href\s*=\s*["']\s*([^"']*)["']/gi))
    if (!/^(#|data:image\/)/i.test(match[1] ?? '')) return true;
  return /url\(\s*["']?\s*(?!#|data:image\/)/i.test(text);
}

/**
 * Draws the uploaded logo (SVG, PNG, JPEG or WebP) into transparent PNG squares and stores them: what the
 * pages, the manifest and the documents show is the portal's own drawing, never the file as sent.
 */
export async function storeClubLogo(storage: FileStorage, request: FastifyRequest): Promise<ClubLogo> {
  const { file } = await readMultipartForm(request, {
    fileField: 'file',
    maxBytes: LOGO_MAX_BYTES,
    notMultipartMessage: IDENTITY_MESSAGES.logoNotMultipart,
  });
  if (!file) throw new HttpError(400, IDENTITY_MESSAGES.logoMissing);
  const sharp = await loadSharp();
  const { format } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => ({ format: undefined }));
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(415, IDENTITY_MESSAGES.logoUnreadable);
  if (format === 'svg' && refusesSvg(file)) throw new HttpError(415, IDENTITY_MESSAGES.logoSvgReferences);
  const drawn = await Promise.all(
    Object.entries(LOGO_SIZES).map(async ([size, pixels]) => {
      const png = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, density: 300 })
        .rotate()
        .resize(pixels, pixels, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer()
        .catch(() => {
          throw new HttpError(415, IDENTITY_MESSAGES.logoUnreadable);
        });
      return [size, png] as const;
    }),
  );
  const stored: Partial<Record<keyof typeof LOGO_SIZES, string>> = {};
  for (const [size, png] of drawn)
    stored[size as keyof typeof LOGO_SIZES] = (await storage.save('club-logos', png)).url;
  return stored as ClubLogo;
}
