/**
 * Tiny files for upload tests (any package may import these). Each image starts with its real
 * signature, which is all the content check looks at.
 */
const hex = (value: string) => Buffer.from(value.replace(/\s+/g, ''), 'hex');

export const PNG_1X1 = hex(`
  89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489
  0000000d4944415478da63f8cfc0f01f0005000201a2e6d1f80000000049454e44ae426082`);

export const GIF_1X1 = hex('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b');

export const JPEG_SMALL = hex(`
  ffd8ffe000104a46494600010100000100010000ffdb0043000806060706050807070709090
  80a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c3031
  3434341f27393d38323c2e333432ffc0000b080001000101011100ffc40014000100000000
  00000000000000000000000affc40014100100000000000000000000000000000000ffda0008
  010100003f0037ffd9`);

export const WEBP_1X1 = hex('524946461a000000574542505650384c0d0000002f0000001007101111888808');

export const PDF_SMALL = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

export const TEXT_FILE = Buffer.from('Loan file checklist\n- paystubs\n- W2\n', 'utf8');

/** A file of `bytes` bytes that starts like a PNG (for size-limit tests). */
export function pngOfSize(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes, 0);
  PNG_1X1.copy(buffer, 0, 0, Math.min(PNG_1X1.length, bytes));
  return buffer;
}
