// Small picture files for upload fields (setInputFiles payloads).

/** A valid 1×1 PNG (the API judges the type by the content). */
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export function pngFile(name = 'picture.png') {
  return { name, mimeType: 'image/png', buffer: PNG_1x1 };
}

export function gifFile(name = 'picture.gif') {
  return { name, mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary') };
}

/** A PNG just over `megabytes` MB. */
export function pngOver(megabytes: number, name = 'large.png') {
  return { name, mimeType: 'image/png', buffer: Buffer.concat([PNG_1x1, Buffer.alloc(megabytes * 1024 * 1024)]) };
}
