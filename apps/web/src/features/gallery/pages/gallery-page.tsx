import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useAlbumPhotos } from '../api/get-album-photos';
import { useAlbums } from '../api/get-albums';
import { GalleryImage } from '../components/gallery-image';

export function GalleryPage() {
  const [albumId, setAlbumId] = useState<string | null>(null);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12">
      <header>
        <h1 className="text-4xl font-bold">Gallery</h1>
        <p className="mt-2 text-slate-600">Matches, training and club life in pictures.</p>
      </header>
      {albumId ? <AlbumPhotos albumId={albumId} onBack={() => setAlbumId(null)} /> : <AlbumList onOpen={setAlbumId} />}
    </div>
  );
}

function AlbumList({ onOpen }: { onOpen: (id: string) => void }) {
  const albums = useAlbums();
  if (albums.isError) return <p className="text-red-700">Failed to load albums</p>;
  if (!albums.data) return <Spinner />;
  if (albums.data.length === 0)
    return <p className="text-slate-500">No albums yet. Photos from our next match will be here soon.</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Albums">
      {albums.data.map((album) => (
        <li key={album.id}>
          <button type="button" className="block w-full text-left" onClick={() => onOpen(album.id)}>
            <Card className="overflow-hidden transition-shadow hover:shadow-md">
              <GalleryImage src={album.coverImageUrl} alt="" className="aspect-[4/3] w-full" />
              <CardContent className="pt-4">
                <p className="font-semibold">{album.name}</p>
                <p className="text-sm text-slate-500">
                  {album.photoCount} photo(s) · {formatDate(album.createdAt)}
                </p>
              </CardContent>
            </Card>
          </button>
        </li>
      ))}
    </ul>
  );
}

function AlbumPhotos({ albumId, onBack }: { albumId: string; onBack: () => void }) {
  const [page, setPage] = useState(1);
  const photos = useAlbumPhotos(albumId, page);
  return (
    <section className="flex flex-col gap-4">
      <Button variant="outline" className="self-start" onClick={onBack}>
        <ArrowLeft aria-hidden /> Back to Albums
      </Button>
      {photos.isError ? (
        <p className="text-red-700">Failed to load album photos</p>
      ) : !photos.data ? (
        <Spinner />
      ) : (
        <>
          <h2 className="text-2xl font-semibold">{photos.data.album.name}</h2>
          {photos.data.album.description && <p className="text-slate-600">{photos.data.album.description}</p>}
          {photos.data.items.length === 0 ? (
            <p className="text-slate-500">No photos in this album yet.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" aria-label="Photos">
              {photos.data.items.map((photo) => (
                <li key={photo.id}>
                  <figure>
                    <GalleryImage src={photo.imageUrl} alt={photo.title} className="aspect-square w-full rounded-lg" />
                    <figcaption className="mt-1 text-sm text-slate-600">{photo.title}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pageSize={photos.data.pageSize} total={photos.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
