/**
 * Uploaded pictures (spec §5 "Lender form"; avatars too): JPG, PNG or WEBP, one file, at most 2 MB.
 * The API judges the type again by the file's content.
 */
export const IMAGE_RULE = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  maxMb: 2,
  typeMessage: 'You can only upload JPG/PNG/WEBP files!',
  sizeMessage: 'Image must be smaller than 2MB!',
} as const;

/** The first rule an image breaks, judged by its declared type and its size, or null. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_RULE.mimeTypes as readonly string[]).includes(file.type)) return IMAGE_RULE.typeMessage;
  if (file.size > IMAGE_RULE.maxMb * 1024 * 1024) return IMAGE_RULE.sizeMessage;
  return null;
}
