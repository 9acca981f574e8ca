import type { MeetingPerson } from '@club/shared';
import { X } from 'lucide-react';
import { useState } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePeopleSearch } from '../api/search-people';

export interface PersonRef {
  userId: string;
  fullName: string;
}

const label = (person: MeetingPerson) => `${person.fullName || 'Unknown'} (${person.email})`;

/** The club's people matching a search (name or email), 20 at a time, searched on the server. */
function usePeople(enabled: boolean) {
  const [search, setSearch] = useState('');
  const people = usePeopleSearch(useDebouncedValue(search.trim()), enabled);
  return { search, setSearch, people };
}

/** Attendees: search the club's people, tick them; the chosen show as chips that can be removed. */
export function AttendeesPicker({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: PersonRef[];
  onChange: (people: PersonRef[]) => void;
  error?: string;
}) {
  const { search, setSearch, people } = usePeople(true);
  const chosen = new Set(value.map((p) => p.userId));
  const toggle = (person: MeetingPerson) =>
    onChange(
      chosen.has(person.userId)
        ? value.filter((p) => p.userId !== person.userId)
        : [...value, { userId: person.userId, fullName: person.fullName }],
    );
  return (
    <div className="flex flex-col gap-2">
      <TextField
        id={id}
        label={t('meetings.peoplePicker.attendeesSelected', { count: value.length })}
        error={error}
        type="search"
        placeholder={t('meetings.peoplePicker.searchPeopleByName')}
        value={search}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setSearch(event.target.value)}
      />
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('meetings.peoplePicker.selectedAttendees')}>
          {value.map((person) => (
            <li
              key={person.userId}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pe-1 ps-2.5 text-xs font-medium text-brand-800"
            >
              {person.fullName || t('meetings.peoplePicker.unknown')}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                aria-label={t('meetings.peoplePicker.remove', { value0: person.fullName || 'Unknown' })}
                onClick={() => onChange(value.filter((p) => p.userId !== person.userId))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="max-h-44 overflow-y-auto rounded-md border border-slate-200 p-2">
        <legend className="sr-only">{t('meetings.peoplePicker.peopleFound')}</legend>
        {people.isError ? (
          <p className="text-sm text-red-700">{t('meetings.peoplePicker.failedToLoadUser')}</p>
        ) : people.data?.length === 0 ? (
          <p className="text-sm text-slate-500">{t('meetings.peoplePicker.noOneMatchesThis')}</p>
        ) : (
          (people.data ?? []).map((person) => (
            <label
              key={person.userId}
              className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={chosen.has(person.userId)}
                onChange={() => toggle(person)}
              />
              {label(person)}
            </label>
          ))
        )}
      </fieldset>
    </div>
  );
}

/** One person (in charge of a meeting or a discussion item), or nobody. */
export function PersonSelect({
  id,
  label: fieldLabel,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: PersonRef | null;
  onChange: (person: PersonRef | null) => void;
  error?: string;
}) {
  const { search, setSearch, people } = usePeople(true);
  const found = people.data ?? [];
  return (
    <SearchableSelect
      id={id}
      label={fieldLabel}
      selectLabel={fieldLabel}
      searchPlaceholder={t('meetings.peoplePicker.searchPeopleByName')}
      search={search}
      onSearch={setSearch}
      value={value?.userId ?? null}
      onChange={(userId) => {
        const person = found.find((p) => p.userId === userId);
        onChange(userId ? { userId, fullName: person?.fullName ?? value?.fullName ?? '' } : null);
      }}
      options={found.map((person) => ({ value: person.userId, label: label(person) }))}
      noneLabel={t('meetings.peoplePicker.nobodyChosen')}
      currentLabel={value?.fullName || t('meetings.peoplePicker.unknown')}
      error={error}
    />
  );
}
