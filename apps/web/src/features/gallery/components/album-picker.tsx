import { useState } from 'react';
import { SearchableSelect } from '../../../components/ui/searchable-select';
import { t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminAlbums } from '../api/get-admin-albums';

/** The album of a photo, found by name among all albums (searched on the server, 20 at a time). */
export function AlbumPicker({
  id,
  value,
  currentName,
  onChange,
  disabled,
}: {
  id: string;
  value: string | null;
  /** The name of the chosen album, shown while it is not among the search results. */
  currentName: string | null;
  onChange: (albumId: string | null) => void;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState('');
  const albums = useAdminAlbums({ page: 1, search: useDebouncedValue(search.trim()) });
  return (
    <SearchableSelect
      id={id}
      label={t('gallery.albumPicker.findAlbum')}
      selectLabel={t('gallery.albumPicker.album')}
      searchPlaceholder={t('gallery.albumPicker.searchAlbumsByName')}
      search={search}
      onSearch={setSearch}
      value={value}
      onChange={onChange}
      options={(albums.data?.items ?? []).map((album) => ({ value: album.id, label: album.name }))}
      noneLabel={t('gallery.albumPicker.noAlbum')}
      currentLabel={currentName ?? t('gallery.albumPicker.currentAlbum')}
      disabled={disabled}
    />
  );
}
