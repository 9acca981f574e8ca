import { describe, expect, it } from 'vitest';
import { photoTitles } from './gallery';

describe('photo titles', () => {
  it('numbers several files after the typed title', () => {
    expect(photoTitles('Cup final', ['a.jpg', 'b.jpg', 'c.png'])).toEqual([
      'Cup final 1',
      'Cup final 2',
      'Cup final 3',
    ]);
  });
  it('uses file names without extension when no title is typed', () => {
    expect(photoTitles(' ', ['IMG_001.jpg', 'team.photo.png'])).toEqual(['IMG_001', 'team.photo']);
  });
  it('keeps a single file title as typed', () => {
    expect(photoTitles('Trophy lift', ['x.jpg'])).toEqual(['Trophy lift']);
    expect(photoTitles('', ['x.jpg'])).toEqual(['x']);
  });
});
