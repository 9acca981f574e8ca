import { useState } from 'react';
import { useParams } from 'react-router';
import { Lightbox } from '../../../components/lightbox';
import { BackLink, DetailPageState } from '../../../components/page-state';
import { Pagination } from '../../../components/ui/pagination';
import { UserText } from '../../../components/ui/user-text';
import { t } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAlbumPhotos } from '../api/get-album-photos';
import { GalleryImage } from '../components/gallery-image';

export function AlbumPage() {
  const { albumId = '' } = useParams();
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const photos = useAlbumPhotos(albumId, page);
  useDocumentTitle(photos.data?.album.name);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10">
      <BackLink to={paths.gallery}>{t('gallery.album.back')}</BackLink>
      {!photos.data ? (
        <DetailPageState error={photos.error} notFoundText={t('gallery.album.notFound')} />
      ) : (
        <>
          <header>
            <h1 className="text-3xl font-bold sm:text-4xl" dir="auto">
              {photos.data.album.name}
            </h1>
            {photos.data.album.description && (
              <UserText className="mt-2 text-slate-600">{photos.data.album.description}</UserText>
            )}
          </header>
          {photos.data.items.length === 0 ? (
            <p className="text-slate-500">{t('gallery.album.empty')}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" aria-label={t('gallery.album.photos')}>
              {photos.data.items.map((photo, index) => (
                <li key={photo.id}>
                  <figure>
                    <button
                      type="button"
                      className="block w-full overflow-hidden rounded-lg"
                      onClick={() => setViewing(index)}
                      aria-label={t('gallery.album.view', { title: photo.title })}
                    >
                      <GalleryImage
                        src={photo.imageUrl}
                        alt=""
                        className="aspect-square w-full transition-transform hover:scale-105"
                      />
                    </button>
                    <figcaption className="mt-1 text-sm text-slate-600" dir="auto">
                      {photo.title}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pageSize={photos.data.pageSize} total={photos.data.total} onPage={setPage} />
          <Lightbox photos={photos.data.items} index={viewing} onIndexChange={setViewing} />
        </>
      )}
    </div>
  );
}
