export const GALLERY_MESSAGES = {
  selectImage: 'Please select at least one image to upload',
  albumName: 'Album name is required',
} as const;

export const ALBUM_THUMBNAILS = 3;

const withoutExtension = (fileName: string) => fileName.replace(/\.[^.]+$/, '');

/**
 * The spec's title rules for an upload: one file keeps the title as typed; several files get the
 * title plus a sequence number, or each file's name without extension when no title was typed.
 */
export function photoTitles(title: string, fileNames: readonly string[]): string[] {
  const trimmed = title.trim();
  if (fileNames.length === 1) return [trimmed || withoutExtension(fileNames[0] ?? '')];
  return fileNames.map((name, index) => (trimmed ? `${trimmed} ${index + 1}` : withoutExtension(name)));
}
