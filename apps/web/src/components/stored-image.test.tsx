// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StoredImage } from './stored-image';

describe('a stored image', () => {
  afterEach(cleanup);

  it('is decorative unless given an alt, and its fallback stands in when it has no address', () => {
    const { container } = render(<StoredImage src="https://example.org/a.png" sizes="48px" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    cleanup();
    render(<StoredImage src={null} sizes="48px" fallback={<span>No photo</span>} />);
    expect(screen.getByText('No photo')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('hides itself when it fails to load, if asked to', () => {
    render(<StoredImage src="https://example.org/a.png" sizes="48px" alt="Logo" hideBroken />);
    const image = screen.getByRole('img', { name: 'Logo' });
    fireEvent.error(image);
    expect(image.style.display).toBe('none');
  });
});
