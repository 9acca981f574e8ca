import { TextField } from './form-field';
import { Select } from './select';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * Choosing one record out of many: a search box that narrows the options (searched on the server by the
 * caller) and the select itself. `currentLabel` names the chosen value while it is not among the options.
 */
export function SearchableSelect({
  id,
  label,
  selectLabel,
  searchPlaceholder,
  search,
  onSearch,
  value,
  onChange,
  options,
  noneLabel,
  currentLabel,
  error,
  disabled,
}: {
  id: string;
  label: string;
  /** The select's accessible name (the visible label names the search box). */
  selectLabel: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
  value: string | null;
  onChange: (value: string | null) => void;
  options: SelectOption[];
  noneLabel: string;
  currentLabel: string;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <TextField
        id={id}
        label={label}
        error={error}
        type="search"
        placeholder={searchPlaceholder}
        value={search}
        disabled={disabled}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Select
        aria-label={selectLabel}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{noneLabel}</option>
        {value && !options.some((option) => option.value === value) && <option value={value}>{currentLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
