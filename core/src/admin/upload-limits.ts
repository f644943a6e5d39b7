/** How big a photo staff may upload: the server refuses more, and the admin app says so before sending. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const uploadLimitTexts = {
  tooLarge: 'Файл слишком большой: не более 10 МБ',
} as const;

/** The files over the limit, each named with the reason, for a message before anything is sent. */
export function oversizedUploads(files: readonly { name: string; size: number }[]): string[] {
  return files
    .filter((file) => file.size > MAX_UPLOAD_BYTES)
    .map((file) => `«${file.name}»: ${uploadLimitTexts.tooLarge}`);
}
