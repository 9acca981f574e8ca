import { ImageUp, Loader2, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { uploadFile } from '../../../lib/upload';

/** A product's extra photos: upload several, remove any before saving (nothing changes until the product is saved). */
export function GalleryImagesField({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const [uploading, setUploading] = useState(0);
  const upload = async (files: File[]) => {
    setUploading(files.length);
    const added: string[] = [];
    for (const file of files) {
      try {
        added.push((await uploadFile('product-images', file)).url);
      } catch (error) {
        toast.error(t('shop.galleryImagesField.failedToUploadGallery'), { description: errorMessage(error) });
      }
      setUploading((n) => n - 1);
    }
    if (added.length > 0) {
      onChange([...value, ...added].slice(0, 12));
      toast.success(t('common.toast.done'), {
        description: t('shop.galleryImagesField.imagesUploadedSuccessfully', { count: added.length }),
      });
    }
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">
        {t('shop.galleryImagesField.galleryImages')}
        {value.length} {t('shop.galleryImagesField.of12')}
      </legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((url, index) => (
            <li key={url} className="relative">
              <img src={url} alt="" className="size-16 rounded-md border border-slate-200 object-cover" />
              <button
                type="button"
                className="absolute -top-2 -end-2 rounded-full bg-white p-0.5 shadow ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                aria-label={t('shop.galleryImagesField.removeGalleryImage', { value0: index + 1 })}
                onClick={() => onChange(value.filter((u) => u !== url))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="flex cursor-pointer items-center gap-2 self-start text-sm text-brand-700 focus-within:ring-2 focus-within:ring-brand-500">
        {uploading > 0 ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <ImageUp className="size-4" aria-hidden />
        )}
        {uploading > 0
          ? t('shop.galleryImagesField.uploading', { uploading })
          : t('shop.galleryImagesField.addGalleryImages')}
        <input
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          disabled={uploading > 0 || value.length >= 12}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void upload(files);
          }}
        />
      </label>
    </fieldset>
  );
}
