import type { UploadedFile } from '@club/shared';
import { ApiError, type ApiErrorBody } from './api-client';
import { t } from './i18n';

/**
 * Sends a multipart form; `onProgress` receives 0..1 (XHR, since fetch reports no upload progress).
 * Resolves with the JSON answer of a success (201 for what it creates, 200 for what it reads or imports),
 * rejects with an ApiError otherwise.
 */
export function postForm<T>(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as T);
      else {
        const body = (request.response as ApiErrorBody | null) ?? {
          error: 'error',
          message: t('common.upload.failed', { status: request.status }),
        };
        reject(new ApiError(request.status, body));
      }
    };
    request.onerror = () => reject(new ApiError(0, { error: 'network', message: t('common.upload.unreachable') }));
    request.send(form);
  });
}

/** Uploads one file to a public bucket. */
export function uploadFile(bucket: string, file: File, onProgress?: (fraction: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return postForm<UploadedFile>(`/api/uploads/${encodeURIComponent(bucket)}`, form, onProgress);
}
