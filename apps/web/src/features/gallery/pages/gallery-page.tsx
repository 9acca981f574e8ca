import { Link } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { UserText } from '../../../components/ui/user-text';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useAlbums } from '../api/get-albums';
import { GalleryImage } from '../components/gallery-image';

export function GalleryPage() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12">
      <header>
        <h1 className="text-4xl font-bold">{t('gallery.page.title')}</h1>
        <p className="mt-2 text-slate-600">{t('gallery.page.intro')}</p>
      </header>
      <AlbumList />
    </div>
  );
}

function AlbumList() {
  const albums = useAlbums();
  if (albums.isError) return <p className="text-red-700">{t('gallery.page.failed')}</p>;
  if (!albums.data) return <Spinner />;
  if (albums.data.length === 0) return <p className="text-slate-500">{t('gallery.page.none')}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('gallery.page.albums')}>
      {albums.data.map((album) => (
        <li key={album.id}>
          <Link to={paths.album(album.id)} className="group block h-full rounded-xl">
            <Card className="h-full overflow-hidden transition-shadow group-hover:shadow-md">
              <GalleryImage src={album.coverImageUrl} alt="" className="aspect-[4/3] w-full" />
              <CardContent className="pt-4">
                <UserText className="font-semibold group-hover:underline">{album.name}</UserText>
                <p className="text-sm text-slate-500">
                  {t('gallery.page.photoCount', { count: album.photoCount })} · {formatDate(album.createdAt)}
                </p>
              </CardContent>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
