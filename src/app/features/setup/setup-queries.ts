import { queryOptions } from '@tanstack/react-query';
import type { CollegeProfileDetails, CollegeProfileForm } from '../../../domain/home/college-profile-form';
import { COLLEGE_IMAGE_FIELD, type CollegeImageKind } from '../../../domain/setup/college-images';
import { apiBases } from '../../lib/config';
import { appApi } from '../../lib/http';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency-key';

const appBase = () => new URL(apiBases().app, location.origin).href.replace(/\/?$/, '/');

export const setupKeys = {
  all: ['private', 'setup'] as const,
  collegeProfile: () => [...setupKeys.all, 'collegeProfile'] as const,
};

export const setupQueries = {
  /** GET {app}/collegeProfile: the name and contact details the administrator keeps (read online only). */
  collegeProfile: () =>
    queryOptions({
      queryKey: setupKeys.collegeProfile(),
      queryFn: () => appApi.get('collegeProfile').json<CollegeProfileDetails>(),
    }),
};

export const saveCollegeProfile = (form: CollegeProfileForm) =>
  appApi.put('collegeProfile', { json: form }).json<{ message: string; profile: CollegeProfileDetails }>();

export const removeCollegeImage = (kind: CollegeImageKind) =>
  appApi.delete(`collegeProfile/${kind}`).json<{ message: string; profile: CollegeProfileDetails }>();

/** The server's refusal of a picture: its message (empty when the connection failed). */
export class ImageRefused extends Error {}

/**
 * PUT {app}/collegeProfile/{logo|banner} with the picture as `image`. XMLHttpRequest, because fetch cannot report
 * upload progress over HTTP/1.1; one Idempotency-Key for the upload, so a repeated send is answered once.
 */
export function uploadCollegeImage(
  kind: CollegeImageKind,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<{ message: string; profile: CollegeProfileDetails }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', new URL(`collegeProfile/${kind}`, appBase()).href);
    xhr.withCredentials = true;
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, crypto.randomUUID());
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      const body = xhr.response as { message?: string; profile?: CollegeProfileDetails } | null;
      if (xhr.status === 200 && body?.profile) resolve({ message: body.message ?? '', profile: body.profile });
      else reject(new ImageRefused(body?.message ?? ''));
    };
    xhr.onerror = () => reject(new ImageRefused(''));
    xhr.onabort = () => reject(new ImageRefused(''));
    const body = new FormData();
    body.append(COLLEGE_IMAGE_FIELD, file, file.name);
    xhr.send(body);
  });
}
