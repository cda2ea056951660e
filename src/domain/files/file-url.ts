/** The address a stored file is downloaded from: its public id, never the serial the database keys it by. */
export const fileUrl = (publicId: string) => `/api/app/files/${encodeURIComponent(publicId)}`;
