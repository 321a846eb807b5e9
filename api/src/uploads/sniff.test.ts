import { describe, expect, it } from 'vitest';
import { sniffUploadType } from './sniff.ts';
import { GIF_1X1, JPEG_SMALL, PDF_SMALL, PNG_1X1, TEXT_FILE, WEBP_1X1 } from './testing/fixtures.ts';

describe('sniffUploadType', () => {
  it('knows images and PDFs by their content, whatever their name', async () => {
    expect(await sniffUploadType(PNG_1X1, 'photo.jpg')).toBe('png');
    expect(await sniffUploadType(JPEG_SMALL, 'x')).toBe('jpg');
    expect(await sniffUploadType(WEBP_1X1, 'a.webp')).toBe('webp');
    expect(await sniffUploadType(GIF_1X1, 'a.png')).toBe('gif');
    expect(await sniffUploadType(PDF_SMALL, 'a.txt')).toBe('pdf');
  });

  it('takes plain text only when it is called .txt', async () => {
    expect(await sniffUploadType(TEXT_FILE, 'notes.txt')).toBe('txt');
    expect(await sniffUploadType(TEXT_FILE, 'notes.png')).toBeNull();
  });

  it('refuses binary behind a .txt name, empty files and unknown formats', async () => {
    expect(await sniffUploadType(Buffer.from([0x00, 0x01, 0x02, 0x41]), 'evil.txt')).toBeNull();
    expect(await sniffUploadType(Buffer.alloc(0), 'empty.png')).toBeNull();
    expect(await sniffUploadType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'a.svg')).toBeNull();
    expect(await sniffUploadType(Buffer.from('PK\u0003\u0004zipzipzip'), 'a.pdf')).toBeNull();
  });
});
