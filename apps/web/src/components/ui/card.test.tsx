// @vitest-environment happy-dom

import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionCardHeader, CardList } from './card';

const records = [
  { id: 'a', name: 'Ahmed' },
  { id: 'b', name: 'Aishath' },
];

describe('a list of records as cards', () => {
  afterEach(cleanup);

  it('is one named list, a card a record holding what the page says', () => {
    render(
      <CardList
        aria-label="Players"
        className="grid gap-4"
        items={records}
        cardClassName="h-full"
        contentClassName="pt-6"
      >
        {(record) => <h2>{record.name}</h2>}
      </CardList>,
    );
    const list = screen.getByRole('list', { name: 'Players' });
    expect(list.className).toBe('grid gap-4');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Ahmed', 'Aishath']);
    const card = items[0]?.firstElementChild;
    expect(card?.className).toContain('h-full');
    expect(card?.firstElementChild?.className).toContain('pt-6');
  });

  it('draws nothing in the list when there are no records', () => {
    render(
      <CardList aria-label="Players" items={[] as typeof records}>
        {(record) => record.name}
      </CardList>,
    );
    expect(within(screen.getByRole('list', { name: 'Players' })).queryAllByRole('listitem')).toEqual([]);
  });
});

describe("a card's header with its action", () => {
  afterEach(cleanup);

  it('names the card by its title and keeps the action at its end', () => {
    render(
      <ActionCardHeader title="Folders">
        <button type="button">Create folder</button>
      </ActionCardHeader>,
    );
    const header = screen.getByText('Folders').parentElement;
    expect(header?.className).toContain('justify-between');
    expect(header?.lastElementChild?.textContent).toBe('Create folder');
  });
});
