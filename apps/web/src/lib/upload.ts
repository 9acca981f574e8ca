import type { UploadedFile } from '@club/shared';
import { ApiError, type ApiErrorBody } from './api-client';

/** Uploads one file to a public bucket; `onProgress` receives 0..1 (XHR, since fetch reports no upload progress). */
export function uploadFile(bucket: string, file: File, onProgress?: (fraction: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads/${encodeURIComponent(bucket)}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) resolve(request.response as UploadedFile);
      else {
        const body = (request.response as ApiErrorBody | null) ?? {
          error: 'error',
          message: `Upload failed (${request.status})`,
        };
        reject(new ApiError(request.status, body));
      }
    };
    request.onerror = () =>
      reject(new ApiError(0, { error: 'network', message: 'The upload could not reach the server.' }));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
