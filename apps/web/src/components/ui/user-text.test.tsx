// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserText } from './user-text';

describe('text a person wrote', () => {
  afterEach(cleanup);

  it('takes its own direction, English or Thaana, as a paragraph or the element asked for', () => {
    render(
      <>
        <UserText className="font-semibold">Ahmed Ali</UserText>
        <UserText as="h3">އަޙްމަދު ޢަލީ</UserText>
      </>,
    );
    const english = screen.getByText('Ahmed Ali');
    expect([english.tagName, english.dir, english.className]).toEqual(['P', 'auto', 'font-semibold']);
    const thaana = screen.getByRole('heading', { name: 'އަޙްމަދު ޢަލީ' });
    expect([thaana.tagName, thaana.dir]).toEqual(['H3', 'auto']);
  });
});
