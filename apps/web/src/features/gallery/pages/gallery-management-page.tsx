import type { Album, Photo } from '@club/shared';
import { FolderPlus, Star, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth';
import { useDeleteAlbum } from '../api/delete-album';
import { useDeletePhoto } from '../api/delete-photo';
import { useAdminPhotos } from '../api/get-admin-photos';
import { useAlbums } from '../api/get-albums';
import { AlbumFormDialog } from '../components/album-form-dialog';
import { GalleryImage } from '../components/gallery-image';
import { PhotoEditDialog } from '../components/photo-edit-dialog';
import { UploadPhotosDialog } from '../components/upload-photos-dialog';

export function GalleryManagementPage() {
  return (
    <AdminFrame moduleId="gallery" title="Gallery Management">
      <GalleryManagement />
    </AdminFrame>
  );
}

function GalleryManagement() {
  const { can } = useAuth();
  const albums = useAlbums();
  const [page, setPage] = useState(1);
  const photos = useAdminPhotos(page);
  const deletePhoto = useDeletePhoto();
  const deleteAlbum = useDeleteAlbum();
  const [uploading, setUploading] = useState(false);
  const [albumForm, setAlbumForm] = useState<{ open: boolean; album: Album | null }>({ open: false, album: null });
  const [editingPhoto, setEditingPhoto] = useState<Photo | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'photo'; item: Photo } | { kind: 'album'; item: Album } | null>(
    null,
  );
  const albumList = albums.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      if (deleting.kind === 'photo') await deletePhoto.mutateAsync(deleting.item.id);
      else await deleteAlbum.mutateAsync(deleting.item.id);
      toast.success('Success', {
        description: deleting.kind === 'photo' ? 'Gallery item deleted successfully' : 'Album deleted successfully',
      });
    } catch {
      toast.error('Error', {
        description: deleting.kind === 'photo' ? 'Failed to delete gallery item' : 'Failed to delete album',
      });
    }
    setDeleting(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        {can('gallery', 'create') && (
          <>
            <Button variant="outline" onClick={() => setAlbumForm({ open: true, album: null })}>
              <FolderPlus aria-hidden /> Create Album
            </Button>
            <Button onClick={() => setUploading(true)}>
              <Upload aria-hidden /> Upload Photos
            </Button>
          </>
        )}
      </div>
      <Tabs defaultValue="photos">
        <TabsList className="max-w-sm">
          <TabsTrigger value="photos">Photos</TabsTrigger>
          <TabsTrigger value="albums">Albums</TabsTrigger>
        </TabsList>
        <TabsContent value="photos" className="flex flex-col gap-4">
          {photos.isError ? (
            <p className="text-red-700">Failed to load gallery items</p>
          ) : !photos.data ? (
            <Spinner />
          ) : photos.data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
              No photos yet
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-label="Photos">
              {photos.data.items.map((photo) => (
                <li key={photo.id}>
                  <Card className="overflow-hidden">
                    <GalleryImage src={photo.imageUrl} alt={photo.title} className="aspect-[4/3] w-full" />
                    <CardContent className="flex flex-col gap-2 pt-3">
                      <p className="flex items-center gap-1 text-sm font-medium">
                        {photo.isFeatured && <Star className="size-4 fill-accent text-accent" aria-label="Featured" />}
                        {photo.title}
                      </p>
                      <p className="text-xs text-slate-500">{photo.albumName ?? 'No album'}</p>
                      <div className="flex gap-2">
                        <RowActions
                          label={photo.title}
                          canEdit={can('gallery', 'edit')}
                          onEdit={() => setEditingPhoto(photo)}
                          canDelete={can('gallery', 'delete')}
                          onDelete={() => setDeleting({ kind: 'photo', item: photo })}
                        />
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {photos.data && (
            <Pagination page={page} pageSize={photos.data.pageSize} total={photos.data.total} onPage={setPage} />
          )}
        </TabsContent>
        <TabsContent value="albums">
          {albums.isError ? (
            <p className="text-red-700">Failed to load albums</p>
          ) : !albums.data ? (
            <Spinner />
          ) : albumList.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
              No albums yet
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label="Albums">
              {albumList.map((album) => (
                <li key={album.id}>
                  <Card className="h-full">
                    <CardContent className="flex flex-col gap-3 pt-6">
                      <div className="grid grid-cols-3 gap-1">
                        {[0, 1, 2].map((slot) =>
                          album.thumbnails[slot] ? (
                            <GalleryImage
                              key={slot}
                              src={album.thumbnails[slot]}
                              alt=""
                              className="aspect-square w-full rounded"
                            />
                          ) : (
                            <div key={slot} className="aspect-square rounded bg-slate-100" />
                          ),
                        )}
                      </div>
                      <div className="flex items-center justify-between gap-2">
                        <h3 className="font-semibold">{album.name}</h3>
                        <Badge variant="secondary">{album.photoCount} photo(s)</Badge>
                      </div>
                      {album.description && <p className="text-sm text-slate-600">{album.description}</p>}
                      <div className="flex gap-2">
                        <RowActions
                          label={album.name}
                          canEdit={can('gallery', 'edit')}
                          onEdit={() => setAlbumForm({ open: true, album })}
                          canDelete={can('gallery', 'delete')}
                          onDelete={() => setDeleting({ kind: 'album', item: album })}
                        />
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      <UploadPhotosDialog open={uploading} albums={albumList} onOpenChange={setUploading} />
      <AlbumFormDialog
        open={albumForm.open}
        album={albumForm.album}
        onOpenChange={(open) => setAlbumForm((s) => ({ ...s, open }))}
      />
      <PhotoEditDialog
        photo={editingPhoto}
        albums={albumList}
        onOpenChange={(open) => !open && setEditingPhoto(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.kind === 'album' ? 'Delete album' : 'Delete photo'}
        message={
          deleting?.kind === 'album'
            ? `Delete the album "${deleting.item.name}"? Its photos stay in the gallery without an album.`
            : 'Are you sure you want to delete this photo? This action cannot be undone.'
        }
        pending={deletePhoto.isPending || deleteAlbum.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}
