import type { Album, Photo } from '@club/shared';
import { FolderPlus, Star, Upload } from 'lucide-react';
import { useState } from 'react';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Loaded } from '../../../components/page-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardList } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { RowActions } from '../../../components/ui/row-actions';
import { SearchInput } from '../../../components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { useConfirmedDelete, useEditor } from '../../../lib/use-list-page';
import { usePagedSearch } from '../../../lib/use-paged-search';
import { useDeleteAlbum } from '../api/delete-album';
import { useDeletePhoto } from '../api/delete-photo';
import { useAdminAlbums } from '../api/get-admin-albums';
import { useAdminPhotos } from '../api/get-admin-photos';
import { AlbumFormDialog } from '../components/album-form-dialog';
import { GalleryImage } from '../components/gallery-image';
import { PhotoEditDialog } from '../components/photo-edit-dialog';
import { UploadPhotosDialog } from '../components/upload-photos-dialog';

export function GalleryManagementPage() {
  return (
    <AdminFrame moduleId="gallery" title={t('gallery.galleryManagementPage.galleryManagement')}>
      <GalleryManagement />
    </AdminFrame>
  );
}

function GalleryManagement() {
  const { can } = useAuth();
  const [uploading, setUploading] = useState(false);
  const albumEditor = useEditor<Album>();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        {can('gallery', 'create') && (
          <>
            <Button variant="outline" onClick={() => albumEditor.open(null)}>
              <FolderPlus aria-hidden /> {t('gallery.galleryManagementPage.createAlbum')}
            </Button>
            <Button onClick={() => setUploading(true)}>
              <Upload aria-hidden /> {t('gallery.galleryManagementPage.uploadPhotos')}
            </Button>
          </>
        )}
      </div>
      <Tabs defaultValue="photos">
        <TabsList className="max-w-sm">
          <TabsTrigger value="photos">{t('gallery.galleryManagementPage.photos')}</TabsTrigger>
          <TabsTrigger value="albums">{t('gallery.galleryManagementPage.albums')}</TabsTrigger>
        </TabsList>
        <TabsContent value="photos" className="flex flex-col gap-4">
          <PhotoList />
        </TabsContent>
        <TabsContent value="albums" className="flex flex-col gap-4">
          <AlbumList editor={albumEditor} />
        </TabsContent>
      </Tabs>
      <UploadPhotosDialog open={uploading} onOpenChange={setUploading} />
      <AlbumFormDialog album={albumEditor.record} {...albumEditor.dialog} />
    </div>
  );
}

function PhotoList() {
  const { can } = useAuth();
  const [page, setPage] = useState(1);
  const photos = useAdminPhotos(page);
  const [editingPhoto, setEditingPhoto] = useState<Photo | null>(null);
  const remove = useDeletePhoto();
  const deletion = useConfirmedDelete<Photo>({
    remove: (photo) => remove.mutateAsync(photo.id),
    pending: remove.isPending,
    success: 'Gallery item deleted successfully',
    failure: 'Failed to delete gallery item',
  });
  return (
    <>
      <Loaded query={photos} failed={t('gallery.galleryManagementPage.failedToLoadGallery')}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState>{t('gallery.galleryManagementPage.noPhotosYet')}</EmptyState>
          ) : (
            <ul
              className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
              aria-label={t('gallery.galleryManagementPage.photos')}
            >
              {data.items.map((photo) => (
                <li key={photo.id}>
                  <Card className="overflow-hidden">
                    <GalleryImage src={photo.imageUrl} alt={photo.title} className="aspect-[4/3] w-full" />
                    <CardContent className="flex flex-col gap-2 pt-3">
                      <p className="flex items-center gap-1 text-sm font-medium">
                        {photo.isFeatured && (
                          <Star
                            className="size-4 fill-accent text-accent"
                            aria-label={t('gallery.galleryManagementPage.featured')}
                          />
                        )}
                        {photo.title}
                      </p>
                      <p className="text-xs text-slate-500">
                        {photo.albumName ?? t('gallery.galleryManagementPage.noAlbum')}
                      </p>
                      <div className="flex gap-2">
                        <RowActions
                          label={photo.title}
                          canEdit={can('gallery', 'edit')}
                          onEdit={() => setEditingPhoto(photo)}
                          canDelete={can('gallery', 'delete')}
                          onDelete={() => deletion.ask(photo)}
                        />
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {photos.data && (
        <Pagination page={page} pageSize={photos.data.pageSize} total={photos.data.total} onPage={setPage} />
      )}
      <PhotoEditDialog photo={editingPhoto} onOpenChange={(open) => !open && setEditingPhoto(null)} />
      <ConfirmDialog
        title={t('gallery.galleryManagementPage.deletePhoto')}
        message={t('gallery.galleryManagementPage.areYouSureYou')}
        {...deletion.dialog}
      />
    </>
  );
}

function AlbumList({ editor }: { editor: ReturnType<typeof useEditor<Album>> }) {
  const { can } = useAuth();
  const remove = useDeleteAlbum();
  // The album dialog belongs to the page (Create Album sits above the tabs): paging and deletion live here.
  const list = {
    ...usePagedSearch(),
    deletion: useConfirmedDelete<Album>({
      remove: (album) => remove.mutateAsync(album.id),
      pending: remove.isPending,
      success: 'Album deleted successfully',
      failure: 'Failed to delete album',
    }),
  };
  const albums = useAdminAlbums(list.query);
  return (
    <>
      <SearchInput
        label={t('gallery.galleryManagementPage.searchAlbums')}
        placeholder={t('gallery.galleryManagementPage.searchAlbums2')}
        value={list.search}
        onSearch={list.setSearch}
      />
      <Loaded query={albums} failed={t('gallery.galleryManagementPage.failedToLoadAlbums')}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState>
              {list.search
                ? t('gallery.galleryManagementPage.noAlbumsMatchYour')
                : t('gallery.galleryManagementPage.noAlbumsYet')}
            </EmptyState>
          ) : (
            <CardList
              className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
              aria-label={t('gallery.galleryManagementPage.albums')}
              items={data.items}
              cardClassName="h-full"
              contentClassName="flex flex-col gap-3 pt-6"
            >
              {(album) => (
                <>
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
                    <Badge variant="secondary">
                      {album.photoCount} {t('gallery.galleryManagementPage.photoS')}
                    </Badge>
                  </div>
                  {album.description && <p className="text-sm text-slate-600">{album.description}</p>}
                  <div className="flex gap-2">
                    <RowActions
                      label={album.name}
                      canEdit={can('gallery', 'edit')}
                      onEdit={() => editor.open(album)}
                      canDelete={can('gallery', 'delete')}
                      onDelete={() => list.deletion.ask(album)}
                    />
                  </div>
                </>
              )}
            </CardList>
          )
        }
      </Loaded>
      {albums.data && (
        <Pagination page={list.page} pageSize={albums.data.pageSize} total={albums.data.total} onPage={list.setPage} />
      )}
      <ConfirmDialog
        title={t('gallery.galleryManagementPage.deleteAlbum')}
        message={t('gallery.galleryManagementPage.deleteTheAlbumIts', { value0: list.deletion.target?.name ?? '' })}
        {...list.deletion.dialog}
      />
    </>
  );
}
