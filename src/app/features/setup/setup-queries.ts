import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { MessageAnswerSchema } from '../../../domain/auth/answers';
import {
  CollegeProfileChangedSchema,
  CollegeProfileDetailsSchema,
  type CollegeProfileChanged,
  type CollegeProfileForm,
} from '../../../domain/home/college-profile-form';
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
      queryFn: async () => v.parse(CollegeProfileDetailsSchema, await appApi.get('collegeProfile').json()),
    }),
};

export const saveCollegeProfile = async (form: CollegeProfileForm) =>
  v.parse(CollegeProfileChangedSchema, await appApi.put('collegeProfile', { json: form }).json());

export const removeCollegeImage = async (kind: CollegeImageKind) =>
  v.parse(CollegeProfileChangedSchema, await appApi.delete(`collegeProfile/${kind}`).json());

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
): Promise<CollegeProfileChanged> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', new URL(`collegeProfile/${kind}`, appBase()).href);
    xhr.withCredentials = true;
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, crypto.randomUUID());
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status === 200 && v.is(CollegeProfileChangedSchema, body)) resolve(body);
      else reject(new ImageRefused(v.is(MessageAnswerSchema, body) ? body.message : ''));
    };
    xhr.onerror = () => reject(new ImageRefused(''));
    xhr.onabort = () => reject(new ImageRefused(''));
    const body = new FormData();
    body.append(COLLEGE_IMAGE_FIELD, file, file.name);
    xhr.send(body);
  });
}
